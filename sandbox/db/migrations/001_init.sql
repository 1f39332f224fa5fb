-- The association's systems, as the sandbox keeps them.
-- Each object the gateway returns is stored as its gateway representation in `body` (JSON, the shape of the
-- spec), with the columns the sandbox filters, joins or authorises on pulled out beside it.
-- ETags are computed from the representation, so any change to a row changes its ETag.

CREATE TABLE customers (
  id          TEXT PRIMARY KEY,            -- customer identifier (GUID)
  is_catalyst INTEGER NOT NULL DEFAULT 0,  -- "catalyst customer" flag (newer system)
  body        TEXT NOT NULL                -- customer without tenanciesSummaries (derived from tenancies)
);

-- Identity provider accounts. customer_id NULL = can log in, but has no self-serve customer record (IDEM).
CREATE TABLE users (
  id            TEXT PRIMARY KEY,          -- OIDC subject
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,             -- scrypt: "scrypt$<salt b64>$<hash b64>"
  given_name    TEXT NOT NULL,
  family_name   TEXT NOT NULL,
  customer_id   TEXT REFERENCES customers(id),
  created_at    TEXT NOT NULL
);

CREATE TABLE assets (
  id          TEXT PRIMARY KEY,
  asset_type  TEXT NOT NULL CHECK (asset_type IN ('Property','Divided Block','Block','Estate','Estate Area','Scheme')),
  parent_id   TEXT REFERENCES assets(id),  -- property -> divided block/block -> estate area/estate -> scheme
  uprn        TEXT,
  is_high_rise INTEGER NOT NULL DEFAULT 0,
  body        TEXT NOT NULL                -- id, assetType, uprn, addresses, statuses, maintenanceResponsibilities, associates…
);
CREATE INDEX assets_parent ON assets(parent_id);

CREATE TABLE tenancies (
  id                TEXT PRIMARY KEY,      -- tenancyId
  customer_id       TEXT NOT NULL REFERENCES customers(id),
  premises_id       TEXT NOT NULL REFERENCES assets(id),  -- premisesIds[0]: the property
  tenancy_type      TEXT NOT NULL,         -- e.g. Social, Leasehold, Commercial, Market Rent, COM1…
  tenancy_group     TEXT NOT NULL,         -- e.g. General Needs, Leasehold, Non-residential, Commercial
  start_date        TEXT NOT NULL,         -- ISO date
  end_date          TEXT,
  is_active         INTEGER NOT NULL,
  payment_reference TEXT NOT NULL,
  body              TEXT NOT NULL          -- the tenancySummary representation
);
CREATE INDEX tenancies_customer ON tenancies(customer_id);

CREATE TABLE configuration (
  name  TEXT PRIMARY KEY,                  -- read by GET /configuration/{name}
  value TEXT NOT NULL                      -- always a string: "true", "false", a list, a JSON document…
);

-- Reference data by namespace: repair locations per asset type, case types, financial referral reasons,
-- damp-and-mould assessment questions (config entry id 47)…
CREATE TABLE reference_data (
  namespace TEXT NOT NULL,
  key       TEXT NOT NULL,
  body      TEXT NOT NULL,
  PRIMARY KEY (namespace, key)
);

CREATE TABLE repair_reasons (
  id          INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  asset_type  TEXT NOT NULL,               -- Property, Divided Block, Block, Estate
  location    TEXT NOT NULL,               -- repair location (from reference data) it belongs to
  is_catalyst INTEGER NOT NULL DEFAULT 0,
  is_used_for_creation INTEGER NOT NULL DEFAULT 1,
  body        TEXT NOT NULL                -- description, priority, element, sors[{sorCode}], additionalData{…}
);

CREATE TABLE contractors (
  id   TEXT PRIMARY KEY,                   -- contractor site identifier
  body TEXT NOT NULL                       -- id, name, statuses{isIntegrated,isBuilder,isSubContractor,isEMA,isActive}, contacts…
);

CREATE TABLE accounts (
  id          TEXT PRIMARY KEY,            -- account-identifier
  customer_id TEXT NOT NULL REFERENCES customers(id),
  tenancy_id  TEXT REFERENCES tenancies(id),
  account_type TEXT NOT NULL,              -- REN, FD5, MJW, GRD, DEP, HOM…
  pay_ref     TEXT NOT NULL,
  body        TEXT NOT NULL
);
CREATE INDEX accounts_customer ON accounts(customer_id);

CREATE TABLE transactions (
  id               TEXT PRIMARY KEY,
  account_id       TEXT NOT NULL REFERENCES accounts(id),
  transaction_date TEXT NOT NULL,          -- ISO date-time
  payment_code     TEXT NOT NULL CHECK (payment_code IN ('CR','DR')),
  kind             TEXT NOT NULL CHECK (kind IN ('Payment','Charge','Adjustment')),
  amount           REAL NOT NULL,
  running_balance  REAL NOT NULL,
  description      TEXT NOT NULL,
  body             TEXT NOT NULL
);
CREATE INDEX transactions_account_date ON transactions(account_id, transaction_date);

-- Documents of customers (statements), assets (FRA, BSR, resident engagement strategy) and work orders (media).
CREATE TABLE documents (
  id            TEXT PRIMARY KEY,
  owner_type    TEXT NOT NULL CHECK (owner_type IN ('customer','asset','workorder')),
  owner_id      TEXT NOT NULL,
  document_type TEXT NOT NULL,             -- STATEMENT, FRA, BSR, RESIDENTENGAGEMENTSTRATEGY, WORKORDER
  content_type  TEXT NOT NULL,
  file_name     TEXT NOT NULL,
  metadata      TEXT NOT NULL,             -- JSON list of {key, value}
  content       BLOB NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX documents_owner ON documents(owner_type, owner_id, document_type);

CREATE TABLE communications (
  id           TEXT PRIMARY KEY,
  customer_id  TEXT NOT NULL REFERENCES customers(id),
  asset_id     TEXT,
  status       TEXT NOT NULL CHECK (status IN ('UNREAD','READ')),
  category     TEXT NOT NULL,              -- communicationCategoryType
  created_date TEXT NOT NULL,
  body         TEXT NOT NULL
);
CREATE INDEX communications_customer ON communications(customer_id, created_date);

CREATE TABLE cases (
  id           TEXT PRIMARY KEY,           -- caseIdentifier
  reference    TEXT NOT NULL UNIQUE,       -- caseReferenceNumber
  customer_id  TEXT NOT NULL REFERENCES customers(id),
  asset_id     TEXT,
  status       TEXT NOT NULL,              -- Active, Resolved, Cancelled
  created_date TEXT NOT NULL,
  body         TEXT NOT NULL
);
CREATE INDEX cases_customer ON cases(customer_id, created_date);

CREATE TABLE case_activities (
  id      TEXT PRIMARY KEY,
  case_id TEXT NOT NULL REFERENCES cases(id),
  body    TEXT NOT NULL
);

CREATE TABLE compliance (
  id              TEXT PRIMARY KEY,
  asset_id        TEXT NOT NULL REFERENCES assets(id),
  compliance_type TEXT NOT NULL,           -- 'EICR 5Y' | 'Annual Domestic Gas Servicing'
  visit_due       TEXT NOT NULL,
  body            TEXT NOT NULL
);

CREATE TABLE work_orders (
  id           TEXT PRIMARY KEY,           -- works order identifier (GUID)
  job_no       TEXT,                       -- assigned asynchronously after submission
  customer_id  TEXT NOT NULL REFERENCES customers(id),
  asset_id     TEXT NOT NULL REFERENCES assets(id),
  premises_id  TEXT,
  status       TEXT NOT NULL,
  priority     TEXT,
  area         TEXT,
  channel      TEXT NOT NULL,
  raised_date  TEXT NOT NULL,
  is_draft     INTEGER NOT NULL DEFAULT 0,
  body         TEXT NOT NULL
);
CREATE INDEX work_orders_customer ON work_orders(customer_id, raised_date);
CREATE INDEX work_orders_premises ON work_orders(premises_id, raised_date);

CREATE TABLE work_order_history (
  id            TEXT PRIMARY KEY,
  work_order_id TEXT NOT NULL REFERENCES work_orders(id),
  created_at    TEXT NOT NULL,
  body          TEXT NOT NULL              -- identifier, subType, createDateTime, appointment…
);

-- Financial inclusion enquiries and other service requests posted by residents.
CREATE TABLE service_requests (
  id          TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  account_id  TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  body        TEXT NOT NULL
);

-- High-rise: interested parties per block (principal accountable person, accountable person, building safety
-- manager, responsible person).
CREATE TABLE asset_parties (
  asset_id TEXT PRIMARY KEY REFERENCES assets(id),
  body     TEXT NOT NULL
);

-- Communications the portal sent (statement requests, profile change notifications).
CREATE TABLE outbound_communications (
  id          TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  body        TEXT NOT NULL
);
