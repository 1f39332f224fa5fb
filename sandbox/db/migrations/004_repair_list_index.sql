-- The repair history's search (GET /search/works-orders) reads a resident's repairs newest first, a page at a time,
-- and counts them. This index holds every column its filter, its order and its count read, in that order, so the
-- search walks the index alone and reads a repair's body only for the rows of the page it answers: the count and the
-- paging no longer read 10 000 bodies (issue 13). The narrower work_orders_customer is left to the rest.
CREATE INDEX work_orders_history_list ON work_orders(customer_id, raised_date, id, premises_id, is_draft, status, updated_at, priority, area, job_no);

-- A resident's drafts, on their own: the search counts the live ones each time (a draft expires as time passes),
-- without walking every repair.
CREATE INDEX work_orders_history_drafts ON work_orders(customer_id, raised_date, id, premises_id, status, updated_at, priority, area, job_no) WHERE is_draft = 1;

-- Which version of a resident's repairs the search last counted: every change to a work order moves it on, so a
-- count kept for an older version is never used (sandbox/gateway/work-orders/repair-count-cache.ts).
CREATE TABLE work_order_versions (
  customer_id TEXT PRIMARY KEY,
  version     INTEGER NOT NULL
);
CREATE TRIGGER work_orders_version_insert AFTER INSERT ON work_orders BEGIN
  INSERT INTO work_order_versions (customer_id, version) VALUES (NEW.customer_id, 1)
    ON CONFLICT(customer_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER work_orders_version_update AFTER UPDATE ON work_orders BEGIN
  INSERT INTO work_order_versions (customer_id, version) VALUES (OLD.customer_id, 1)
    ON CONFLICT(customer_id) DO UPDATE SET version = version + 1;
  INSERT INTO work_order_versions (customer_id, version) VALUES (NEW.customer_id, 1)
    ON CONFLICT(customer_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER work_orders_version_delete AFTER DELETE ON work_orders BEGIN
  INSERT INTO work_order_versions (customer_id, version) VALUES (OLD.customer_id, 1)
    ON CONFLICT(customer_id) DO UPDATE SET version = version + 1;
END;
