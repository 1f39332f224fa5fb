import type { Db } from '../db/open-database';

export interface UserRecord {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  customerId: string | null;
}

export interface AccountsDeps {
  db: Db;
  clock: { now(): Date };
  newId: () => string;
  hashPassword: (plain: string) => string;
  verifyPassword: (plain: string, stored: string) => boolean;
}

export type LinkResult =
  | { ok: true; customerId: string; givenName: string; familyName: string }
  | { ok: false; reason: 'no-match' | 'already-linked' };

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  customer_id: string | null;
}

interface CustomerBody {
  person?: { name?: { givenName?: string; surname?: string }; dateOfBirth?: string };
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    givenName: row.given_name,
    familyName: row.family_name,
    customerId: row.customer_id,
  };
}

/** The identity provider's view of the `users` table and of the customer records registration links to. */
export function createAccounts(deps: AccountsDeps) {
  const { db } = deps;
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  // A payment reference belongs to one tenancy; joint tenants are separate customers on separate tenancies.
  const customersByPaymentReference = db.prepare<[string], { id: string; body: string }>(
    `SELECT c.id, c.body FROM tenancies t JOIN customers c ON c.id = t.customer_id
     WHERE upper(replace(t.payment_reference, ' ', '')) = upper(replace(?, ' ', ''))`,
  );
  const linkedUser = db.prepare<[string], { id: string }>('SELECT id FROM users WHERE customer_id = ?');
  const insert = db.prepare(
    `INSERT INTO users (id, email, password_hash, given_name, family_name, customer_id, created_at)
     VALUES (@id, @email, @passwordHash, @givenName, @familyName, @customerId, @createdAt)`,
  );
  const updateHash = db.prepare<[string, string]>('UPDATE users SET password_hash = ? WHERE id = ?');
  const updateEmail = db.prepare<[string, string]>('UPDATE users SET email = ? WHERE id = ?');
  // Verifying against a throwaway hash when the e-mail is unknown keeps the response time the same either way.
  const decoyHash = deps.hashPassword('decoy password for unknown accounts');

  return {
    findById(id: string): UserRecord | null {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },

    emailInUse(email: string): boolean {
      return byEmail.get(email) !== undefined;
    },

    /** The account when the e-mail and password match, otherwise null. */
    authenticate(email: string, password: string): UserRecord | null {
      const row = byEmail.get(email);
      const matches = deps.verifyPassword(password, row?.password_hash ?? decoyHash);
      return row && matches ? toRecord(row) : null;
    },

    /** Finds the customer a new account may link to: payment reference and date of birth must both match. */
    findCustomerToLink(paymentReference: string, dateOfBirth: string): LinkResult {
      for (const customer of customersByPaymentReference.all(paymentReference)) {
        const body = JSON.parse(customer.body) as CustomerBody;
        if (body.person?.dateOfBirth?.slice(0, 10) !== dateOfBirth) continue;
        if (linkedUser.get(customer.id)) return { ok: false, reason: 'already-linked' };
        return {
          ok: true,
          customerId: customer.id,
          givenName: body.person.name?.givenName ?? '',
          familyName: body.person.name?.surname ?? '',
        };
      }
      return { ok: false, reason: 'no-match' };
    },

    createUser(input: {
      email: string;
      password: string;
      givenName: string;
      familyName: string;
      customerId: string;
    }): UserRecord {
      const id = deps.newId();
      insert.run({
        id,
        email: input.email,
        passwordHash: deps.hashPassword(input.password),
        givenName: input.givenName,
        familyName: input.familyName,
        customerId: input.customerId,
        createdAt: deps.clock.now().toISOString(),
      });
      return {
        id,
        email: input.email,
        givenName: input.givenName,
        familyName: input.familyName,
        customerId: input.customerId,
      };
    },

    changePassword(id: string, newPassword: string): void {
      updateHash.run(deps.hashPassword(newPassword), id);
    },

    /**
     * Changes the e-mail an account logs in with. 'in-use' when another account has it (compared without case, as the
     * column is), also when one took it between the page's check and this write (the UNIQUE constraint decides).
     */
    changeEmail(id: string, newEmail: string): 'changed' | 'in-use' {
      const holder = byEmail.get(newEmail);
      if (holder && holder.id !== id) return 'in-use';
      try {
        updateEmail.run(newEmail, id);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return 'in-use';
        throw error;
      }
      return 'changed';
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
