import type { Db } from '../open-database';
import { CONTRACTOR_SEEDS, type ContractorSeed } from './contractor-seeds';
import { addDays, isoDate } from '../dates';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

/** Contractor sites with the statuses and flags the repair rules read (integrated, builder, EMA, on hold, triage). */
export function seedContractors(db: Db, ctx: SeedContext): void {
  for (const c of CONTRACTOR_SEEDS) writeRow(db, 'contractors', { id: c.id, body: contractorBody(c, ctx.today) });
}

function contractorBody(c: ContractorSeed, today: Date) {
  const slug = c.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
  return {
    id: c.id,
    name: c.name,
    hubCode: c.hubCode,
    trades: c.trades,
    statuses: {
      isIntegrated: c.isIntegrated,
      isBuilder: c.isBuilder === true,
      isSubContractor: c.isSubContractor === true,
      isEMA: c.isEMA === true,
      isActive: true,
    },
    flags: c.flag
      ? [
          {
            type: c.flag,
            value: 'true',
            ...(c.onHoldForDays === undefined ? {} : { onHoldUntil: isoDate(addDays(today, c.onHoldForDays)) }),
          },
        ]
      : [],
    contractorSites: [{ id: c.id, name: `${c.name} (London)`, hubCode: c.hubCode }],
    contacts: {
      addresses: { postalAddresses: [{ formattedAddress: `${c.name}, Unit 1, Trade Park, London E16 2AA` }] },
      digitalAddresses: [{ digitalAddressType: 'email', address: `repairs@${slug}.example.com` }],
      telecomsAddresses: [{ telecomsAddressType: 'workPhone', number: c.phone }],
    },
  };
}
