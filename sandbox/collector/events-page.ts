import type { EventFilter, EventPage } from './telemetry-store';

const escape = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const KINDS = ['', 'page_view', 'web_vital', 'error', 'heatmap_run'];

/** The test-mode page of what the portal sent: a filter form and one row per event, newest last. No scripts. */
export function eventsPage(filter: Required<EventFilter>, { events, next }: EventPage): string {
  const options = KINDS.map(
    (kind) =>
      `<option value="${kind}"${kind === filter.kind ? ' selected' : ''}>${kind === '' ? 'Any kind' : kind}</option>`,
  ).join('');
  const rows = events
    .map(
      (event) =>
        `<tr><td>${event.id}</td><td>${escape(event.receivedAt)}</td><td>${escape(event.kind)}</td>` +
        `<td>${escape(event.path ?? '')}</td><td>${escape(event.customerId ?? '')}</td>` +
        `<td>${escape(event.correlationId ?? '')}</td><td>${escape(event.trackingId ?? '')}</td>` +
        `<td><code>${escape(JSON.stringify(event.attributes))}</code></td></tr>`,
    )
    .join('');
  const query = new URLSearchParams(filter).toString();
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Telemetry events – sandbox collector</title></head>
<body>
<main>
<h1>Telemetry events</h1>
<p>What the portal sent to the sandbox collector (OTLP log records), oldest first. <a href="/__sandbox/telemetry/events.json?${escape(query)}">As JSON</a></p>
<form method="get" action="/__sandbox/telemetry">
<p><label for="kind">Kind</label> <select id="kind" name="kind">${options}</select></p>
<p><label for="customer">Customer id</label> <input id="customer" name="customer" value="${escape(filter.customer)}"></p>
<p><label for="correlation">Correlation or tracking id</label> <input id="correlation" name="correlation" value="${escape(filter.correlation)}"></p>
<p><button type="submit">Filter</button></p>
</form>
<table>
<caption>${events.length} events</caption>
<thead><tr><th scope="col">#</th><th scope="col">Received</th><th scope="col">Kind</th><th scope="col">Path</th><th scope="col">Customer id</th><th scope="col">Correlation id</th><th scope="col">Tracking id</th><th scope="col">Attributes</th></tr></thead>
<tbody>${rows}</tbody>
</table>
${next === null ? '' : `<p><a href="/__sandbox/telemetry?${escape(new URLSearchParams({ ...filter, after: String(next) }).toString())}">Next events</a></p>`}
</main>
</body>
</html>
`;
}
