import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { VitalInput } from './telemetry-events';

/**
 * The page's real-user timings (largest paint, interaction delay, layout shift) as web-vitals reports them: each when
 * final, usually as the page is hidden, with the path shown then.
 */
export function reportWebVitals(report: (vital: VitalInput) => void): void {
  const send = (metric: Metric) => {
    if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return;
    report({
      kind: 'web_vital',
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      path: window.location.pathname,
    });
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}
