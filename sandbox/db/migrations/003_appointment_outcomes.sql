-- How a booked visit ended, for the contractor events of the test control (POST /__sandbox/work-orders/{id}/state):
-- Attended (the engineer came: completed, could not complete, parts needed…) and NoAccess. SQLite cannot change
-- a CHECK constraint in place, so the table is rebuilt with the same columns, rows and indexes.
CREATE TABLE appointments_next (
  id            TEXT PRIMARY KEY,             -- appointmentId
  work_order_id TEXT NOT NULL REFERENCES work_orders(id),
  contractor_id TEXT NOT NULL,
  slot_date     TEXT NOT NULL,                -- YYYY-MM-DD
  band          TEXT NOT NULL CHECK (band IN ('AM','PM','ALL')),
  status        TEXT NOT NULL CHECK (status IN ('Booked','Rescheduled','Cancelled','Attended','NoAccess')),
  created_at    TEXT NOT NULL,
  body          TEXT NOT NULL                 -- the booking or reschedule payload as sent, plus the outcome
);
INSERT INTO appointments_next (id, work_order_id, contractor_id, slot_date, band, status, created_at, body)
  SELECT id, work_order_id, contractor_id, slot_date, band, status, created_at, body FROM appointments;
DROP TABLE appointments;
ALTER TABLE appointments_next RENAME TO appointments;
CREATE INDEX appointments_slot ON appointments(contractor_id, slot_date, band) WHERE status = 'Booked';
CREATE INDEX appointments_work_order ON appointments(work_order_id);
