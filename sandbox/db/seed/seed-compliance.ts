import type { Db } from '../open-database';
import { contractorSeed, type ContractorKey } from './contractor-seeds';
import { addDays, isoDate } from '../dates';
import type { OwnerKey } from './ids';
import { OTHER_CUSTOMER, PERSONAS } from './personas';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

export const GAS_SERVICING = 'Annual Domestic Gas Servicing';
export const EICR_5Y = 'EICR 5Y';

type ComplianceType = typeof GAS_SERVICING | typeof EICR_5Y;

interface Visit {
  type: ComplianceType;
  dueInDays: number;
  /** Days from today the visit happened; absent for a visit still to come (or overdue). */
  actualInDays?: number;
  outcome?: string;
  decommissionedInDays?: number;
}

const CONTRACTOR_FOR: Record<ComplianceType, ContractorKey> = { [GAS_SERVICING]: 'aquaflow', [EICR_5Y]: 'brightspark' };

const VISITS: { owner: OwnerKey; assetId: string; visits: Visit[] }[] = [
  {
    // Alex's gas service was due 20 days ago and nobody has been: the overdue alert on the gas card.
    owner: 'alex',
    assetId: PERSONAS.alex.propertyId,
    visits: [
      { type: GAS_SERVICING, dueInDays: -750, actualInDays: -752, outcome: 'Pass' },
      { type: GAS_SERVICING, dueInDays: -385, actualInDays: -390, outcome: 'Pass' },
      { type: GAS_SERVICING, dueInDays: -20 },
      { type: EICR_5Y, dueInDays: -700, actualInDays: -703, outcome: 'Satisfactory' },
      { type: EICR_5Y, dueInDays: 1122 },
    ],
  },
  {
    owner: 'bea',
    assetId: PERSONAS.bea.propertyId,
    visits: [
      { type: GAS_SERVICING, dueInDays: -305, actualInDays: -310, outcome: 'Pass' },
      { type: GAS_SERVICING, dueInDays: 60 },
      { type: EICR_5Y, dueInDays: -900, actualInDays: -902, outcome: 'Satisfactory' },
      { type: EICR_5Y, dueInDays: 923 },
    ],
  },
  {
    owner: 'bea',
    assetId: PERSONAS.bea.shop.propertyId,
    visits: [
      {
        type: GAS_SERVICING,
        dueInDays: -400,
        actualInDays: -402,
        outcome: 'Appliance decommissioned',
        decommissionedInDays: -402,
      },
      { type: EICR_5Y, dueInDays: -300, actualInDays: -301, outcome: 'Unsatisfactory - remedial work completed' },
      { type: EICR_5Y, dueInDays: 1525 },
    ],
  },
  {
    owner: 'chris',
    assetId: PERSONAS.chris.propertyId,
    visits: [
      { type: EICR_5Y, dueInDays: -500, actualInDays: -498, outcome: 'Satisfactory' },
      { type: EICR_5Y, dueInDays: 1325 },
    ],
  },
  {
    owner: 'dana',
    assetId: PERSONAS.dana.propertyId,
    visits: [
      { type: EICR_5Y, dueInDays: -700, actualInDays: -700, outcome: 'Satisfactory (new build certificate)' },
      { type: EICR_5Y, dueInDays: 1125 },
    ],
  },
  {
    owner: 'other',
    assetId: OTHER_CUSTOMER.propertyId,
    visits: [
      { type: GAS_SERVICING, dueInDays: -165, actualInDays: -170, outcome: 'Pass' },
      { type: GAS_SERVICING, dueInDays: 200 },
      { type: EICR_5Y, dueInDays: 400 },
    ],
  },
  {
    // New build: the first gas service is due in a month, the electrics carry the handover certificate.
    owner: 'ada',
    assetId: PERSONAS.ada.propertyId,
    visits: [
      { type: GAS_SERVICING, dueInDays: 30 },
      { type: EICR_5Y, dueInDays: -335, actualInDays: -335, outcome: 'Satisfactory (new build certificate)' },
      { type: EICR_5Y, dueInDays: 1490 },
    ],
  },
];

/** Gas servicing and electrical inspection records per property, oldest first. */
export function seedCompliance(db: Db, ctx: SeedContext): void {
  for (const { owner, assetId, visits } of VISITS) {
    for (const v of visits) {
      const id = ctx.ids.next('compliance', owner);
      const contractor = contractorSeed(CONTRACTOR_FOR[v.type]);
      const visitDue = isoDate(addDays(ctx.today, v.dueInDays));
      writeRow(db, 'compliance', {
        id,
        asset_id: assetId,
        compliance_type: v.type,
        visit_due: visitDue,
        body: {
          id,
          assetIdentifier: assetId,
          complianceType: v.type,
          visitDue,
          ...(v.actualInDays === undefined ? {} : { visitActual: isoDate(addDays(ctx.today, v.actualInDays)) }),
          ...(v.outcome === undefined ? {} : { visitOutcome: v.outcome }),
          contractor: { contractorName: contractor.name, contractorNumber: contractor.phone },
          ...(v.decommissionedInDays === undefined
            ? {}
            : { dateDecommissioned: isoDate(addDays(ctx.today, v.decommissionedInDays)) }),
          equipmentType: v.type === GAS_SERVICING ? 'Gas Boiler' : 'Electrical Installation',
        },
      });
    }
  }
}
