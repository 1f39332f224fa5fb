import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../sandbox/db/open-database';
import { CONFIGURATION } from '../../../sandbox/db/seed/configuration';
import { DEMOBILIZED_CONTRACTOR_ID } from '../../../sandbox/db/seed/contractor-seeds';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { DETERMINATION_CODES, ELIGIBILITY_CODES } from '../../../sandbox/db/seed/repair-reasons';
import { bodies, openSeededDatabase, rows, SEED_NOW } from './seeded-db';

let db: Db;
beforeAll(() => {
  db = openSeededDatabase();
});

const monthsBefore = (months: number) => {
  const d = new Date(SEED_NOW);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
};
const today = SEED_NOW.toISOString().slice(0, 10);
const CUSTOMERS = [PERSONAS.alex, PERSONAS.bea, PERSONAS.chris, PERSONAS.dana, OTHER_CUSTOMER];

describe('accounts and transactions', () => {
  type Tx = {
    account_id: string;
    transaction_date: string;
    payment_code: 'CR' | 'DR';
    kind: string;
    amount: number;
    running_balance: number;
    body: string;
  };

  it('keeps every running balance consistent and the live balance equal to the last one', () => {
    const accounts = rows<{ id: string; body: string }>(db, 'SELECT id, body FROM accounts');
    for (const account of accounts) {
      const txs = rows<Tx>(
        db,
        'SELECT * FROM transactions WHERE account_id = ? ORDER BY transaction_date, id',
        account.id,
      );
      let pence = 0;
      for (const tx of txs) {
        pence += Math.round(tx.amount * 100) * (tx.payment_code === 'DR' ? 1 : -1);
        expect(Math.round(tx.running_balance * 100)).toBe(pence);
        const body = JSON.parse(tx.body);
        expect(body['running-balance'].value).toBe(tx.running_balance);
        expect(body['payment-code']).toBe(tx.payment_code);
        expect(body.amount.gross.value).toBe(tx.amount);
        expect(body.dates['transaction-date']).toBe(tx.transaction_date);
        expect(tx.transaction_date <= SEED_NOW.toISOString()).toBe(true);
      }
      const live = JSON.parse(account.body).balance[0]['monetary-amount'].value;
      expect(Math.round(live * 100)).toBe(pence);
    }
  });

  it('has at least 18 months of transactions on every rent account of an active tenancy that old, and since the start on a newer one', () => {
    const rentAccounts = rows<{ id: string; first: string; start: string; n: number }>(
      db,
      'SELECT a.id, MIN(t.transaction_date) AS first, y.start_date AS start, COUNT(*) AS n FROM accounts a JOIN tenancies y ON y.id = a.tenancy_id ' +
        "JOIN transactions t ON t.account_id = a.id WHERE a.account_type IN ('REN', 'FD5') AND y.is_active = 1 GROUP BY a.id",
    );
    expect(rentAccounts.length).toBe(7);
    for (const a of rentAccounts) {
      if (a.start <= monthsBefore(18).slice(0, 10)) expect(a.first <= monthsBefore(18), a.id).toBe(true);
      else expect(a.first.slice(0, 10), a.id).toBe(a.start);
    }
    // Ada moved into her new build eleven months ago: hers is the newer one.
    expect(rentAccounts.filter((a) => a.start > monthsBefore(18).slice(0, 10)).map((a) => a.id)).toEqual([
      PERSONAS.ada.rentAccountId,
    ]);
  });

  it('has charges, payments and adjustments, and balances in arrears, in credit and at zero', () => {
    expect(new Set(rows<{ kind: string }>(db, 'SELECT DISTINCT kind FROM transactions').map((r) => r.kind))).toEqual(
      new Set(['Payment', 'Charge', 'Adjustment']),
    );
    const balance = (id: string) =>
      bodies(db, 'SELECT body FROM accounts WHERE id = ?', id)[0]?.balance[0]['monetary-amount'].value as number;
    expect(balance(PERSONAS.alex.rentAccountId)).toBeGreaterThan(0);
    expect(balance(PERSONAS.bea.rentAccountId)).toBeLessThan(0);
    expect(balance(PERSONAS.bea.shop.rentAccountId)).toBe(0);
    const types = new Set(
      rows<{ account_type: string }>(db, 'SELECT account_type FROM accounts').map((r) => r.account_type),
    );
    expect(types).toEqual(new Set(['REN', 'FD5', 'MJW', 'GRD', 'DEP', 'HOM']));
  });

  it('shows the last payment as the last transaction', () => {
    const [account] = bodies(db, 'SELECT body FROM accounts WHERE id = ?', PERSONAS.alex.rentAccountId);
    const [lastPayment] = rows<Tx>(
      db,
      "SELECT * FROM transactions WHERE account_id = ? AND kind = 'Payment' ORDER BY transaction_date DESC LIMIT 1",
      PERSONAS.alex.rentAccountId,
    );
    expect(account?.['last-transaction']).toEqual({
      amount: { gross: { value: lastPayment?.amount } },
      dates: { 'created-date': lastPayment?.transaction_date },
    });
    expect(account?.identifiers['pay-ref']).toBe(PERSONAS.alex.paymentReference);
  });
});

describe('statements', () => {
  type Doc = { id: string; owner_id: string; metadata: string; content: Buffer; created_at: string };
  const statements = () => rows<Doc>(db, "SELECT * FROM documents WHERE document_type = 'STATEMENT'");
  const months = (doc: Doc) =>
    (JSON.parse(doc.metadata) as { key: string; value: string }[]).find((m) => m.key === 'inspection-date')?.value ??
    '';

  it('are valid PDF files', () => {
    for (const s of statements()) {
      const text = s.content.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  it('exist for each customer for the last 24 months, never for the current month', () => {
    for (const c of CUSTOMERS) {
      const own = statements().filter((s) => s.owner_id === c.customerId);
      expect(own.length).toBeGreaterThan(0);
      for (const s of own) {
        expect(months(s) < today.slice(0, 7)).toBe(true);
        expect(months(s) >= monthsBefore(25).slice(0, 7)).toBe(true);
        expect(JSON.parse(s.metadata)).toContainEqual({ key: 'account-reference', value: expect.any(String) });
      }
    }
    const alexMonths = statements()
      .filter((s) => s.owner_id === PERSONAS.alex.customerId)
      .map(months);
    expect(new Set(alexMonths.map((m) => m.slice(0, 7))).size).toBe(24);
  });

  it('start from the tenancy start month when the tenancy is younger than 24 months', () => {
    const [shop] = rows<{ start_date: string }>(
      db,
      'SELECT start_date FROM tenancies WHERE id = ?',
      PERSONAS.bea.shop.tenancyId,
    );
    const shopStatements = statements().filter((s) =>
      (JSON.parse(s.metadata) as { value: string }[]).some((m) => m.value === PERSONAS.bea.shop.paymentReference),
    );
    expect(shopStatements.length).toBeLessThan(24);
    expect(shopStatements.length).toBeGreaterThan(0);
    for (const s of shopStatements) expect(months(s) >= (shop?.start_date ?? '')).toBe(true);
  });
});

describe('reference data', () => {
  const entries = (namespace: string) =>
    rows<{ key: string; body: string }>(db, 'SELECT key, body FROM reference_data WHERE namespace = ?', namespace).map(
      (r) => ({ key: r.key, body: JSON.parse(r.body) }),
    );

  it('has repair locations for every repair asset type, and every reason sits in one', () => {
    const locations = Object.fromEntries(
      entries('repair-locations').map((e) => [e.key, (e.body as { value: string }[]).map((l) => l.value)]),
    );
    expect(Object.keys(locations).sort()).toEqual(['Block', 'Divided Block', 'Estate', 'Property']);
    expect(locations.Property).toEqual(expect.arrayContaining(['Kitchen', 'Bathroom', 'Heating and hot water']));
    for (const r of rows<{ asset_type: string; location: string }>(
      db,
      'SELECT asset_type, location FROM repair_reasons',
    )) {
      expect(locations[r.asset_type]).toContain(r.location);
    }
  });

  it('has case types covering covid, blocking, disabled, non-residential-only and hidden types', () => {
    const types = entries('case-types').map((e) => e.body);
    expect(types.length).toBeGreaterThanOrEqual(8);
    const questions = types.flatMap((t) => t.additionalInfo);
    expect(questions.some((q) => /covid/i.test(q.label))).toBe(true);
    expect(questions.some((q) => q.blocking?.dependsOn.length > 0 && q.blocking.errorCode)).toBe(true);
    expect(questions.some((q) => q.isEnabled === 'false')).toBe(true);
    expect(
      questions.some((q) => q.options.some((o: { dependsOnAttributes?: unknown[] }) => o.dependsOnAttributes)),
    ).toBe(true);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['Radio', 'List', 'Text']));
    expect(types.some((t) => t.tenancyGroups.every((g: string) => g === 'Commercial' || g === 'Non-residential'))).toBe(
      true,
    );
    expect(types.some((t) => t.isVisibleForSelfServe === false)).toBe(true);
    expect(types.every((t) => t.additionalCaseCreationFields[0]?.key === 'pea_casecategory')).toBe(true);
  });

  it('has financial referral reasons, some hidden from the portal', () => {
    const reasons = entries('financial-referral-reason').map((e) => e.body);
    expect(reasons.filter((r) => r.displayOnMyPeabody === 1).length).toBeGreaterThanOrEqual(6);
    expect(reasons.some((r) => r.displayOnMyPeabody === 0)).toBe(true);
  });

  it('has the damp and mould assessment (entry 47) on pages 1 to 3, with q7_1 options 1 to 5', () => {
    const [assessment] = entries('configuration')
      .filter((e) => e.key === '47')
      .map((e) => e.body);
    expect(assessment).toMatchObject({
      id: 47,
      assessmentTypeId: 47,
      assessmentDescription: 'Damp, Mould and Condensation',
    });
    expect(new Set(assessment.questions.map((q: { pageGroupId: number }) => q.pageGroupId))).toEqual(
      new Set([1, 2, 3]),
    );
    const q71 = assessment.questions.find((q: { questionId: string }) => q.questionId === 'q7_1');
    expect(q71.options.map((o: { id: number }) => o.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(assessment.questions.map((q: { type: string }) => q.type))).toEqual(
      new Set(['List', 'Select', 'Multiple']),
    );
  });
});

describe('repair reasons and contractors', () => {
  it('has 40+ reasons with every eligibility and determination code, the special SOR codes and flags', () => {
    const reasons = rows<{
      id: number;
      asset_type: string;
      is_catalyst: number;
      is_used_for_creation: number;
      body: string;
    }>(db, 'SELECT * FROM repair_reasons');
    expect(reasons.length).toBeGreaterThanOrEqual(40);
    const parsed = reasons.map((r) => JSON.parse(r.body));
    const codes = new Set(parsed.map((b) => b.additionalData.eligibilityCode).filter(Boolean));
    for (const code of [...ELIGIBILITY_CODES, ...DETERMINATION_CODES]) expect(codes).toContain(code);
    const sors = new Set(parsed.flatMap((b) => b.sors.map((s: { sorCode: string }) => s.sorCode)));
    for (const sor of ['PROMOULD', 'PRODAMP', 'N/A']) expect(sors).toContain(sor);
    expect(
      parsed.find((b) => b.additionalData.supplementaryCodes === 'FISPUMPS02')?.additionalData.supplementaryQuestion,
    ).toEqual(expect.any(String));
    expect(
      parsed
        .filter((b) => ELIGIBILITY_CODES.includes(b.additionalData.eligibilityCode))
        .every((b) => b.additionalData.isEligible === false),
    ).toBe(true);
    expect(new Set(parsed.map((b) => b.priority))).toEqual(new Set(['Next Available', 'Emergency']));
    expect(reasons.some((r) => r.is_catalyst === 1)).toBe(true);
    expect(reasons.some((r) => r.is_used_for_creation === 0)).toBe(true);
    expect(new Set(reasons.map((r) => r.asset_type))).toEqual(
      new Set(['Property', 'Block', 'Divided Block', 'Estate']),
    );
  });

  it('has integrated, builder, EMA, on-hold, demobilized and catalyst triage contractors', () => {
    const contractors = bodies(db, 'SELECT body FROM contractors');
    expect(contractors.some((c) => c.statuses.isIntegrated)).toBe(true);
    expect(contractors.some((c) => !c.statuses.isIntegrated)).toBe(true);
    expect(contractors.some((c) => c.statuses.isBuilder)).toBe(true);
    expect(contractors.some((c) => c.statuses.isEMA)).toBe(true);
    const onHold = contractors.flatMap((c) => c.flags).find((f) => f.type === 'CONTRACTORSITE_ON_HOLD');
    expect(onHold?.onHoldUntil > today).toBe(true);
    const flags = new Set(contractors.flatMap((c) => c.flags.map((f: { type: string }) => f.type)));
    for (const f of ['CATALYST_TRIAGE_DEFECT', 'CATALYST_TRIAGE_TIER2', 'CATALYST_TRIAGE_EMA'])
      expect(flags).toContain(f);
    expect(CONFIGURATION.demobilizedContractorSites?.split(',')).toContain(DEMOBILIZED_CONTRACTOR_ID);
    expect(contractors.map((c) => c.id)).toContain(DEMOBILIZED_CONTRACTOR_ID);
    for (const c of contractors) expect(c.contacts.telecomsAddresses[0].number).toMatch(/^0\d{10}$/);
  });
});

describe('work orders', () => {
  type Wo = {
    id: string;
    job_no: string | null;
    customer_id: string;
    status: string;
    priority: string;
    area: string;
    channel: string;
    raised_date: string;
    is_draft: number;
    premises_id: string;
    body: string;
  };
  const workOrders = (customerId: string) =>
    rows<Wo>(db, 'SELECT * FROM work_orders WHERE customer_id = ? ORDER BY raised_date DESC', customerId);
  const history = (id: string) =>
    bodies(db, 'SELECT body FROM work_order_history WHERE work_order_id = ? ORDER BY created_at', id);

  it('gives alex 25+ repairs across statuses, channels, areas and trades, with columns matching bodies', () => {
    const alex = workOrders(PERSONAS.alex.customerId);
    expect(alex.length).toBeGreaterThanOrEqual(26);
    const statuses = new Set(alex.map((w) => w.status));
    for (const s of [
      'Unappointed',
      'Appointed',
      'In Progress',
      'In Diagnosis',
      'Completed',
      'Cancelled',
      'Reported to EMA',
      'On Hold',
    ])
      expect(statuses).toContain(s);
    expect(new Set(alex.map((w) => w.channel))).toEqual(
      new Set(['CustomerSelfService', 'ERGO', 'Northgate', 'ColleagueSelfService']),
    );
    expect(new Set(alex.map((w) => w.area))).toEqual(new Set(['Property', 'Block', 'Estate']));
    for (const w of alex) {
      const b = JSON.parse(w.body);
      expect([
        b.id,
        b.jobNo ?? null,
        b.status,
        b.priority,
        b.area,
        b.channel,
        b.raisedDate,
        b.isDraft,
        b.premisesId,
      ]).toEqual([
        w.id,
        w.job_no,
        w.status,
        w.priority,
        w.area,
        w.channel,
        w.raised_date,
        w.is_draft === 1,
        w.premises_id,
      ]);
      expect(b.description).toContain('.');
    }
    expect(alex.some((w) => JSON.parse(w.body).trade === 'Unknown')).toBe(true);
  });

  it('names repairs that exercise the detail rules', () => {
    const byId = new Map(workOrders(PERSONAS.alex.customerId).map((w) => [w.id, JSON.parse(w.body)]));
    const named = PERSONAS.alex.workOrders;
    expect(byId.get(named.draft)).toMatchObject({ status: 'In Diagnosis', isDraft: true });
    expect(byId.get(named.draft)?.jobNo).toBeUndefined();
    expect(history(named.draft)).toEqual([]);
    expect(byId.get(named.unappointed)).toMatchObject({
      status: 'Unappointed',
      priority: 'Next Available',
      area: 'Property',
    });
    expect(byId.get(named.appointed)?.appointmentStartDate > SEED_NOW.toISOString()).toBe(true);
    expect(byId.get(named.onHold)?.status).toBe('On Hold');
    expect(byId.get(named.demobilizedContractor)?.contractor).toBe(DEMOBILIZED_CONTRACTOR_ID);
    const recallable = byId.get(named.recallable);
    expect(recallable).toMatchObject({ status: 'Completed', priority: 'Next Available', isRecall: false });
    expect(recallable?.completedDate > monthsBefore(6)).toBe(true);
    expect(recallable?.documents.documentIdentifiers).toHaveLength(2);
    expect(byId.get(named.completedOverSixMonths)?.completedDate < monthsBefore(6)).toBe(true);
    expect(byId.get(named.alreadyRecall)?.isRecall).toBe(true);
    expect(byId.get(named.northgateUnknownTrade)).toMatchObject({ channel: 'Northgate', trade: 'Unknown' });
    expect(byId.get(named.dampAndMould)).toMatchObject({
      caseIdentifier: PERSONAS.alex.dampAndMouldCaseId,
      sorCode: 'PROMOULD',
      isDampAndMould: true,
    });
    expect(byId.get(named.reportedToEma)).toMatchObject({ isEMA: true, priority: 'Emergency' });
  });

  it('writes history in time order with the mapped identifiers', () => {
    const completed = history(PERSONAS.alex.workOrders.recallable).map((h) => h.identifier);
    expect(completed).toEqual(['Unappointed', 'APCREATE01', 'ENGOS01', 'Completed']);
    expect(history(PERSONAS.alex.workOrders.cancelled).map((h) => h.identifier)).toEqual(['Unappointed', 'Cancelled']);
    const identifiers = new Set(
      rows<{ body: string }>(db, 'SELECT body FROM work_order_history').map((r) => JSON.parse(r.body).identifier),
    );
    for (const id of ['NOACCESS', 'APCREATE10']) expect(identifiers).toContain(id);
    const all = workOrders(PERSONAS.alex.customerId);
    for (const w of all) {
      const times = history(w.id).map((h) => h.createDateTime as string);
      expect(times).toEqual([...times].sort());
      if (times[0]) expect(times[0] >= w.raised_date).toBe(true);
    }
  });

  it('gives dana the catalyst triage repairs and every other customer a few', () => {
    const dana = workOrders(PERSONAS.dana.customerId);
    for (const s of ['Catalyst Defect Triage', 'Catalyst Tier 2 Triage', 'Catalyst Managing Agent Triage'])
      expect(dana.map((w) => w.status)).toContain(s);
    expect(dana.filter((w) => JSON.parse(w.body).isRaisedAsTriage).length).toBeGreaterThanOrEqual(4);
    for (const c of [PERSONAS.bea, PERSONAS.chris, OTHER_CUSTOMER])
      expect(workOrders(c.customerId).length).toBeGreaterThanOrEqual(3);
  });
});

describe('messages, cases and compliance', () => {
  const categories = [
    'CaseCreation',
    'ASSET COMPLIANCE-EICR5Y',
    'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
    'STATEMENT',
  ];

  it('gives every customer 5-30 messages per category, read and unread', () => {
    for (const c of CUSTOMERS) {
      const messages = rows<{ category: string; status: string; created_date: string; body: string }>(
        db,
        'SELECT * FROM communications WHERE customer_id = ?',
        c.customerId,
      );
      for (const category of categories) {
        const n = messages.filter((m) => m.category === category).length;
        expect(n).toBeGreaterThanOrEqual(5);
        expect(n).toBeLessThanOrEqual(30);
      }
      expect(new Set(messages.map((m) => m.status))).toEqual(new Set(['READ', 'UNREAD']));
      for (const m of messages) {
        const body = JSON.parse(m.body);
        expect(body).toMatchObject({
          status: m.status,
          createdDate: m.created_date,
          communicationCategoryType: m.category,
        });
        expect(body.message.content[0].value).toEqual(expect.any(String));
        expect(body.message.content[1].value).toEqual(expect.any(String));
        expect(m.created_date <= SEED_NOW.toISOString()).toBe(true);
      }
    }
  });

  it("links statement messages to the customer's own statement documents", () => {
    for (const c of CUSTOMERS) {
      const links = bodies(
        db,
        "SELECT body FROM communications WHERE customer_id = ? AND category = 'STATEMENT'",
        c.customerId,
      ).map((b) => b.message.content[2].value as string);
      for (const id of links) {
        expect(
          rows(
            db,
            "SELECT id FROM documents WHERE id = ? AND owner_id = ? AND document_type = 'STATEMENT'",
            id,
            c.customerId,
          ),
        ).toHaveLength(1);
      }
    }
  });

  it('gives each customer cases of several statuses, each with activities', () => {
    const statuses = rows<{ status: string }>(
      db,
      'SELECT DISTINCT status FROM cases WHERE customer_id = ?',
      PERSONAS.alex.customerId,
    ).map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set(['Active', 'Resolved', 'Cancelled']));
    expect(rows(db, 'SELECT id FROM cases WHERE customer_id = ?', PERSONAS.alex.customerId).length).toBeGreaterThan(10);
    const withoutActivities = rows(
      db,
      'SELECT c.id FROM cases c LEFT JOIN case_activities a ON a.case_id = c.id WHERE a.id IS NULL',
    );
    expect(withoutActivities).toEqual([]);
    for (const c of CUSTOMERS)
      expect(rows(db, 'SELECT id FROM cases WHERE customer_id = ?', c.customerId).length).toBeGreaterThanOrEqual(2);
    const [dmc] = bodies(db, 'SELECT body FROM cases WHERE id = ?', PERSONAS.alex.dampAndMouldCaseId);
    expect(dmc?.caseTypeDescription).toBe('Damp and mould');
    const open = bodies(
      db,
      'SELECT body FROM case_activities WHERE case_id = ?',
      PERSONAS.alex.dampAndMouldCaseId,
    ).find((a) => a.actionIdentifier === 'BookAppointment');
    expect(open?.status).toBe('Open');
  });

  it("has gas and electrical records per property, with alex's gas service overdue", () => {
    const records = bodies(db, 'SELECT body FROM compliance');
    expect(new Set(records.map((r) => r.complianceType))).toEqual(
      new Set(['Annual Domestic Gas Servicing', 'EICR 5Y']),
    );
    const overdue = records.filter((r) => r.visitDue < today && !r.visitActual);
    expect(overdue.map((r) => [r.assetIdentifier, r.complianceType])).toEqual([
      [PERSONAS.alex.propertyId, 'Annual Domestic Gas Servicing'],
    ]);
    expect(overdue[0]?.contractor).toEqual({
      contractorName: expect.any(String),
      contractorNumber: expect.stringMatching(/^0\d{10}$/),
    });
  });
});
