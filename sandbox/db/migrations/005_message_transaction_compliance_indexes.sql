-- The lists the portal pages through after the repair history (decision 0030 "Paging", decision 0031): each index holds
-- every column its list filters, orders and counts on, in that order, so a count and a page walk the index alone and
-- read a row's body only for the page answered. The narrower indexes of 001 are left to the rest.

-- GET /customers/{id}/communications: a resident's messages by date (fromDate, toDate, both orders), status and asset.
CREATE INDEX communications_inbox ON communications(customer_id, created_date, id, status, asset_id, category);

-- The same list's searchText looks in the subject (content[0]), the body (content[1]) and the sender's name. Written
-- out as a generated column (computed, not stored in the table) and kept in an index of its own, a search walks that
-- index and parses no JSON: 10 000 messages searched in a few milliseconds rather than thirty. The planner keeps to the
-- narrower communications_inbox when there is no search.
ALTER TABLE communications ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
  coalesce(json_extract(body, '$.message.content[0].value'), '') || char(10) ||
  coalesce(json_extract(body, '$.message.content[1].value'), '') || char(10) ||
  coalesce(json_extract(body, '$.sender.organisation.name'), '') || char(10) ||
  trim(coalesce(json_extract(body, '$.sender.organisation.personName.title'), '') || ' ' ||
       coalesce(json_extract(body, '$.sender.organisation.personName.givenName'), '') || ' ' ||
       coalesce(json_extract(body, '$.sender.organisation.personName.surname'), ''))
) VIRTUAL;
CREATE INDEX communications_search ON communications(customer_id, created_date, id, status, asset_id, search_text);

-- The same list's total-unread and unreadCatagoryTypes: the resident's unread messages only, by asset and category.
CREATE INDEX communications_unread ON communications(customer_id, asset_id, category) WHERE status = 'UNREAD';

-- GET /accounts/{id}/transactions: an account's transactions by date (DateFrom, DateTo, newest first), type (kind) and
-- the search text, which looks only at the description: short, so it travels in the index and a search reads no body.
CREATE INDEX transactions_list ON transactions(account_id, transaction_date, id, kind, description);

-- GET /assets/{id}/compliance: an asset's records of one type by visit due date. 001 gave the table no index.
CREATE INDEX compliance_asset ON compliance(asset_id, compliance_type, visit_due, id);
