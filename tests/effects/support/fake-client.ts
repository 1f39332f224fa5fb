import { vi } from 'vitest';
import type { Account, GatewayClient, ReferralReason } from '../../../src/gateway';
import type { EffectEnvironment } from '../../../src/effects';
import { describeCode } from './describe-code';

export const REASONS: ReferralReason[] = [
  { id: 1, referralReason: 'Help paying my rent', displayOnMyPeabody: 1 },
  { id: 2, referralReason: 'Benefits advice', displayOnMyPeabody: 1 },
  { id: 3, referralReason: 'Debt advice', displayOnMyPeabody: 1 },
  { id: 7, referralReason: 'Court action (staff referral only)', displayOnMyPeabody: 0 },
];

export function account(id: string, type: string, tenancyId: string): Account {
  return {
    'account-type': type,
    'account-identifier': id,
    identifiers: { 'pay-ref': `PR-${id}` },
    'tenancy-identifier': tenancyId,
    'tenancy-type': 'Social',
    balance: [{ 'balance-type': 'live balanced', 'monetary-amount': { value: 0 } }],
  };
}

/** A gateway client with only the referral calls, answering from memory; each is a vi.fn to inspect. */
export function fakeReferralClient(options: { reasons?: ReferralReason[]; accounts?: Account[] } = {}) {
  let created = 0;
  const client = {
    getReferralReasons: vi.fn(async (_signal?: AbortSignal) => options.reasons ?? REASONS),
    getAccounts: vi.fn(
      async (_customerId: string, _signal?: AbortSignal) => options.accounts ?? [account('A-REN', 'REN', 'T1')],
    ),
    createFinancialEnquiry: vi.fn(async (..._args: Parameters<GatewayClient['createFinancialEnquiry']>) => ({
      serviceRequestIdentifier: `SR-${++created}`,
      location: null,
    })),
  };
  return client as typeof client & GatewayClient;
}

export function environment(gateway: GatewayClient, overrides: Partial<EffectEnvironment> = {}): EffectEnvironment {
  let id = 0;
  return {
    gateway,
    customerId: 'C1',
    now: () => new Date('2026-11-21T09:00:00Z'),
    newId: () => `id-${++id}`,
    describe: describeCode,
    ...overrides,
  };
}
