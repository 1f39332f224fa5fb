// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { WidgetProps } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { journeyWidgetNames } from '../../src/journey/preload-widgets';
import { isLazyWidget, lazyWidget } from '../../widgets/shared/lazy-widget';
import { widgetRegistry } from '../../widgets/registry';
import { readJourney } from '../engine/support/journeys';

// Issue 13: widgets only some steps use download when first needed, or when the journey asks for them ahead.
describe('a widget that downloads when first needed', () => {
  it('downloads once, whether a step shows it or the journey asks for it ahead, and keeps its state when it arrives', async () => {
    function Counter({ label }: WidgetProps) {
      const [count, setCount] = useState(0);
      return <button type="button" onClick={() => setCount((c) => c + 1)}>{`${label} ${count}`}</button>;
    }
    const load = vi.fn(async () => Counter);
    const Widget = lazyWidget(load);
    const ahead = Widget.preload();
    render(<Suspense fallback={<p>Loading</p>}><Widget {...({ label: 'Pressed' } as WidgetProps)} /></Suspense>);
    await ahead;
    const button = await screen.findByRole('button', { name: 'Pressed 0' });
    button.click();
    expect(await screen.findByRole('button', { name: 'Pressed 1' })).toBe(button);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is what the registry holds for the media uploader, the slot grid, the autocomplete and the date', () => {
    const lazyNames = Object.entries(widgetRegistry).filter(([, widget]) => isLazyWidget(widget)).map(([name]) => name).sort();
    expect(lazyNames).toEqual(['autocomplete', 'date', 'media-uploader', 'slot-grid']);
  });

  it('is asked for ahead by the journeys that use it', () => {
    expect(journeyWidgetNames(readJourney('referral') as never)).toEqual(expect.arrayContaining(['radios']));
  });
});
