-- GET /cases (decision 0038): a customer's cases by created date (both orders), paged by key (created_date, id), with
-- the status, asset and reference filters in the index, so a page walks the index alone and reads only its own bodies.
-- 001's cases_customer(customer_id, created_date) is a prefix of it and goes.
DROP INDEX cases_customer;
CREATE INDEX cases_list ON cases(customer_id, created_date, id, status, asset_id, reference);

-- The list's searchText looks in the reference, the request type and the detail lines: a generated column (computed,
-- not stored) in an index of its own, like communications_search, so a search parses no JSON.
ALTER TABLE cases ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
  reference || char(10) ||
  coalesce(json_extract(body, '$.caseTypeDescription'), '') || char(10) ||
  coalesce(json_extract(body, '$.description'), '')
) VIRTUAL;
CREATE INDEX cases_search ON cases(customer_id, created_date, id, status, asset_id, search_text);
