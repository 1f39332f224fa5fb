-- Card payments made through the portal (decision 0037). The gateway creates an attempt before any token exists and
-- reads its outcome from here; the payment page (sandbox/payment), standing for the provider, takes the token, the card
-- and writes the outcome. Money is kept in pence, so an amount is never 50.000000001.
CREATE TABLE payment_attempts (
  id                    TEXT PRIMARY KEY,                 -- attemptId (UUID)
  customer_id           TEXT NOT NULL REFERENCES customers(id),
  account_id            TEXT NOT NULL REFERENCES accounts(id),
  payment_reference     TEXT NOT NULL,                    -- the account's Payref, posted as customerReference
  amount_pence          INTEGER NOT NULL CHECK (amount_pence > 0),
  payment_reason        TEXT NOT NULL,                    -- posted as paymentReason (Rent)
  status                TEXT NOT NULL CHECK (status IN ('created','started','succeeded','failed','cancelled','expired')),
  outcome               TEXT CHECK (outcome IN ('succeeded','declined','card-expired','security-code','processing-error','authentication-failed','cancelled','timed-out')),
  result_code           INTEGER,
  -- The one live gateway token: its SHA-256 only (a copy of the database takes no payment), when it stops working,
  -- and whether the payment page has taken it. A new token replaces the hash, so the previous one stops working.
  token_hash            TEXT UNIQUE,
  token_expires_at      TEXT,
  token_used            INTEGER NOT NULL DEFAULT 0 CHECK (token_used IN (0, 1)),
  -- The payment page's own session (its card page URL holds the secret; the frame has no cookies): SHA-256 only.
  page_session_hash     TEXT UNIQUE,
  -- A card awaiting its 3-D Secure challenge: what completing it leads to ('succeeded' or 'declined').
  challenge_outcome     TEXT CHECK (challenge_outcome IN ('succeeded','declined')),
  transaction_reference TEXT,
  card_last4            TEXT,
  receipt_id            TEXT,                             -- the communication the receipt was sent as, once
  created_at            TEXT NOT NULL,
  started_at            TEXT,
  finished_at           TEXT
);

-- GET /accounts/{id}'s pendingPayments: an account's succeeded attempts, newest first, from the index alone.
CREATE INDEX payment_attempts_account_paid ON payment_attempts(account_id, finished_at, id) WHERE status = 'succeeded';
-- The attempts of a customer (the token call, test controls).
CREATE INDEX payment_attempts_customer ON payment_attempts(customer_id, created_at);
