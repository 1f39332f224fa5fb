import { readBody, type Route } from './create-collector';
import type { TelemetryStore } from './telemetry-store';

/**
 * The sandbox's stand-in for the heat-map tool's script (decision 0060): served from the other loopback site, as a
 * real tool's would be from its own, it records that it ran (and on which path) at the sandbox, and does nothing
 * else. A text/plain beacon, so no preflight is needed.
 */
export const HEATMAP_STAND_IN = `(function () {
  var runs = new URL('/heatmap-sandbox/runs', document.currentScript.src).href;
  navigator.sendBeacon(runs, new Blob([location.pathname], { type: 'text/plain' }));
})();
`;

const HEATMAP_BASE = '/heatmap-sandbox';

/** The stand-in's script, and where it records its runs (kind heatmap_run in the collector's store). */
export function heatmapStandInRoute(store: TelemetryStore, portalOrigin: string): Route {
  const options = { portalOrigin };
  return {
    prefix: HEATMAP_BASE,
    handle: (req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === `${HEATMAP_BASE}/heatmap.js`) {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        return void res.end(HEATMAP_STAND_IN);
      }
      if (path === `${HEATMAP_BASE}/runs` && req.method === 'POST') {
        void readBody(req, 2048).then(
          (body) => {
            const page = body?.toString('utf8') ?? '';
            store.addHeatmapRun(/^\/[\w\-/.]{0,120}$/.test(page) ? page : null);
            res.writeHead(204, { 'Access-Control-Allow-Origin': options.portalOrigin }).end();
          },
          () => void res.writeHead(400).end(),
        );
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    },
  };
}
