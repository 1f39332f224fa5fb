-- The sandbox collector (decision 0060): every OTLP log record the portal sent, with the fields a tester filters by
-- (kind, customer, correlation and tracking ids) as columns, and the record itself as JSON. The heat-map stand-in's
-- runs are kept here too, as kind 'heatmap_run'.
CREATE TABLE telemetry_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  kind TEXT NOT NULL,
  customer_id TEXT,
  correlation_id TEXT,
  tracking_id TEXT,
  path TEXT,
  record TEXT NOT NULL
);
CREATE INDEX telemetry_events_kind ON telemetry_events(kind, id);
CREATE INDEX telemetry_events_customer ON telemetry_events(customer_id, id);
CREATE INDEX telemetry_events_correlation ON telemetry_events(correlation_id);
CREATE INDEX telemetry_events_tracking ON telemetry_events(tracking_id);
