-- The life of a repair after it is raised in the portal: draft expiry, asynchronous job numbers,
-- appointments booked against contractor capacity, notes. (Documents use the documents table of 001.)

-- Last change of the row, for the 48-hour draft expiry (NULL on seeded rows: raised_date counts instead).
ALTER TABLE work_orders ADD COLUMN updated_at TEXT;
-- When the job number is due (set on submission; NULL = not submitted, already numbered, or held back).
ALTER TABLE work_orders ADD COLUMN job_no_due_at TEXT;
-- Test control: delay before the job number after submission; NULL = the default, -1 = never.
ALTER TABLE work_orders ADD COLUMN job_no_delay_ms INTEGER;
CREATE INDEX work_orders_job_no_due ON work_orders(job_no_due_at) WHERE job_no_due_at IS NOT NULL;

-- Appointments booked through the portal. A booking holds one unit of the contractor's capacity of that
-- date and band while its status is Booked.
CREATE TABLE appointments (
  id            TEXT PRIMARY KEY,             -- appointmentId
  work_order_id TEXT NOT NULL REFERENCES work_orders(id),
  contractor_id TEXT NOT NULL,
  slot_date     TEXT NOT NULL,                -- YYYY-MM-DD
  band          TEXT NOT NULL CHECK (band IN ('AM','PM','ALL')),
  status        TEXT NOT NULL CHECK (status IN ('Booked','Rescheduled','Cancelled')),
  created_at    TEXT NOT NULL,
  body          TEXT NOT NULL                 -- the booking or reschedule payload as sent, plus the outcome
);
CREATE INDEX appointments_slot ON appointments(contractor_id, slot_date, band) WHERE status = 'Booked';
CREATE INDEX appointments_work_order ON appointments(work_order_id);

-- Weekly capacity set for a contractor through the test controls; a contractor without rows here uses the
-- default profile of sandbox/gateway/work-orders/contractor-capacity.ts.
CREATE TABLE contractor_capacity (
  contractor_id TEXT NOT NULL,
  weekday       INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),  -- 0 Sunday … 6 Saturday (UTC)
  band          TEXT NOT NULL CHECK (band IN ('AM','PM','ALL')),
  slots         INTEGER NOT NULL CHECK (slots >= 0),
  PRIMARY KEY (contractor_id, weekday, band)
);
-- A contractor whose capacity was set to none has one marker row here (so "no rows" still means default).
CREATE TABLE contractor_capacity_set (
  contractor_id TEXT PRIMARY KEY
);

CREATE TABLE work_order_notes (
  id            TEXT PRIMARY KEY,
  work_order_id TEXT NOT NULL REFERENCES work_orders(id),
  created_at    TEXT NOT NULL,
  body          TEXT NOT NULL                 -- noteIdentifier, noteTypeId, noteType, text, context, createdDateTime
);
CREATE INDEX work_order_notes_work_order ON work_order_notes(work_order_id);
