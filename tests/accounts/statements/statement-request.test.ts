import { describe, expect, it } from 'vitest';
import {
  requestDate,
  statementRequestProblems,
  type StatementRequestFacts,
} from '../../../src/accounts/statements/statement-request';

// portal.md §5 "Request custom statement" and "E-mail rules": today is 15 May 2026, the tenancy began on 17 March 2020.
const facts = (over: Partial<StatementRequestFacts> = {}): StatementRequestFacts => ({
  from: '2026-01-01',
  to: '2026-03-31',
  emailChoice: 'existing',
  otherEmail: '',
  today: '2026-05-15',
  tenancyStart: '2020-03-17T00:00:00Z',
  ...over,
});
const codes = (over: Partial<StatementRequestFacts>) =>
  statementRequestProblems(facts(over)).map((p) => `${p.field}:${p.code}${p.order ? ' (order)' : ''}`);

describe('a custom statement request', () => {
  it('can be sent with two real dates in order and an e-mail choice', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ from: '2020-03-17', to: '2026-05-15' })).toEqual([]);
    expect(codes({ emailChoice: 'other', otherEmail: ' someone.else@example.org ' })).toEqual([]);
  });

  it('needs both dates and an e-mail choice, and the other e-mail when it is chosen (SSC009)', () => {
    expect(codes({ from: '', to: '', emailChoice: '' })).toEqual(['from:SSC009', 'to:SSC009', 'emailChoice:SSC009']);
    expect(codes({ emailChoice: 'other', otherEmail: '  ' })).toEqual(['otherEmail:SSC009']);
  });

  it('refuses a date that is not real (SSC020)', () => {
    expect(codes({ from: '2026-02-31', to: '2026--3' })).toEqual(['from:SSC020', 'to:SSC020']);
  });

  it('keeps the dates between the tenancy start and today (SSC012, SSC013, SSC014)', () => {
    expect(codes({ from: '2020-03-16' })).toEqual(['from:SSC012']);
    expect(codes({ from: '2026-05-16', to: '2026-05-16' })).toEqual(['from:SSC013', 'to:SSC014']);
    expect(codes({ from: '2010-01-01', tenancyStart: null })).toEqual([]);
  });

  it('refuses a from date after the to date (SSC009), once both are right', () => {
    expect(codes({ from: '2026-04-01', to: '2026-03-31' })).toEqual(['from:SSC009 (order)']);
    expect(codes({ from: '2026-04-01', to: '2026-05-16' })).toEqual(['to:SSC014']);
  });

  it('refuses an other e-mail that breaks the e-mail rules (SSC011)', () => {
    for (const bad of ['no-at-sign', 'bad-@example.org', 'a!b@example.org', `${'a'.repeat(65)}@example.org`]) {
      expect(codes({ emailChoice: 'other', otherEmail: bad })).toEqual(['otherEmail:SSC011']);
    }
  });

  it('writes its dates DD/MM/YYYY for the e-mail request', () => {
    expect(requestDate('2026-03-05')).toBe('05/03/2026');
  });
});
