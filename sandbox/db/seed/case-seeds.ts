// The seeded cases of each resident, and the words a case's free-text question is answered with.
import type { OwnerKey } from './ids';
import { OTHER_CUSTOMER, PERSONAS } from './personas';

export type CaseStatus = 'Active' | 'Resolved' | 'Cancelled';

export interface CaseSeed {
  typeId: string;
  status: CaseStatus;
  daysAgo: number;
  assignee: string;
  assetId: string;
  tenancyId: string;
  /** Extra open activity (the damp and mould appointment the scheduler completes). */
  bookAppointmentFor?: string;
  /**
   * A complaint's stage 1 answer (CHC-2), an activity the complaints team completes: open, or completed so many days
   * after the complaint was received. The acknowledgement every case has stands for the complaint's.
   */
  stageOneAnswer?: { completedAfterDays: number } | 'open';
}

export interface OwnerCases {
  owner: OwnerKey;
  customerId: string;
  cases: CaseSeed[];
}

export const TEXT_ANSWERS: Record<string, string> = {
  CT001: 'Groups gather on the stairs most evenings and shout at residents',
  CT002: 'Loud music from the flat above until 2am at weekends',
  CT003: 'A small, house-trained dog that is 3 years old',
  CT004: 'I would like to put up a new shop sign above the unit',
  CT006: 'My partner moved in last month',
  CT007: 'AB12 CDE',
  CT008: 'The stairs have not been cleaned for three weeks',
  CT009: "Please explain the increase in this year's estimate",
  CT010: 'Black mould in the bathroom and the main bedroom',
  CT011: 'The gutter repair was not done by the date I was given',
};

const { alex, bea, chris, dana } = PERSONAS;
const a = (typeId: string, status: CaseStatus, daysAgo: number, assignee: string): CaseSeed => ({
  typeId,
  status,
  daysAgo,
  assignee,
  assetId: alex.propertyId,
  tenancyId: alex.tenancyId,
});

// Alex's first case is the damp and mould case (PERSONAS.alex.dampAndMouldCaseId); Omar's first is
// OTHER_CUSTOMER.caseId.
export const CASES: OwnerCases[] = [
  {
    owner: 'alex',
    customerId: alex.customerId,
    cases: [
      { ...a('CT010', 'Active', 6, 'DampMouldTeam'), bookAppointmentFor: alex.workOrders.dampAndMould },
      a('CT001', 'Active', 10, 'NM'),
      a('CT002', 'Active', 25, 'NM'),
      { ...a('CT008', 'Active', 40, 'EstateServicesTeam'), assetId: alex.blockId },
      { ...a('CT007', 'Active', 60, 'EstateServicesTeam'), assetId: alex.estateId },
      a('CT003', 'Resolved', 90, 'NM'),
      a('CT006', 'Resolved', 120, 'LettingsTeam'),
      { ...a('CT008', 'Resolved', 150, 'EstateServicesTeam'), assetId: alex.blockId },
      a('CT002', 'Resolved', 200, 'NM'),
      a('CT001', 'Resolved', 260, 'NM'),
      { ...a('CT007', 'Resolved', 330, 'EstateServicesTeam'), assetId: alex.estateId },
      a('CT003', 'Cancelled', 380, 'NM'),
      a('CT006', 'Cancelled', 450, 'LettingsTeam'),
      a('CT002', 'Cancelled', 520, 'NM'),
    ],
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    cases: [
      {
        typeId: 'CT002',
        status: 'Active',
        daysAgo: 5,
        assignee: 'NM',
        assetId: bea.propertyId,
        tenancyId: bea.tenancyId,
      },
      {
        typeId: 'CT004',
        status: 'Active',
        daysAgo: 15,
        assignee: 'CommercialTeam',
        assetId: bea.shop.propertyId,
        tenancyId: bea.shop.tenancyId,
      },
      {
        typeId: 'CT006',
        status: 'Resolved',
        daysAgo: 100,
        assignee: 'LettingsTeam',
        assetId: bea.propertyId,
        tenancyId: bea.tenancyId,
      },
      {
        typeId: 'CT007',
        status: 'Cancelled',
        daysAgo: 200,
        assignee: 'EstateServicesTeam',
        assetId: bea.estateId,
        tenancyId: bea.tenancyId,
      },
    ],
  },
  {
    owner: 'chris',
    customerId: chris.customerId,
    cases: [
      {
        typeId: 'CT009',
        status: 'Active',
        daysAgo: 20,
        assignee: 'LeaseholdTeam',
        assetId: chris.blockId,
        tenancyId: chris.tenancyId,
      },
      {
        typeId: 'CT008',
        status: 'Cancelled',
        daysAgo: 150,
        assignee: 'EstateServicesTeam',
        assetId: chris.blockId,
        tenancyId: chris.tenancyId,
      },
      {
        typeId: 'CT009',
        status: 'Resolved',
        daysAgo: 300,
        assignee: 'LeaseholdTeam',
        assetId: chris.blockId,
        tenancyId: chris.tenancyId,
      },
    ],
  },
  {
    owner: 'dana',
    customerId: dana.customerId,
    cases: [
      // A complaint acknowledged and waiting for its stage 1 answer: its clock shows one step done, one due.
      {
        typeId: 'CT011',
        status: 'Active',
        daysAgo: 9,
        assignee: 'ComplaintsTeam',
        assetId: dana.propertyId,
        tenancyId: dana.tenancyId,
        stageOneAnswer: 'open',
      },
      {
        typeId: 'CT001',
        status: 'Active',
        daysAgo: 12,
        assignee: 'NewHomesTeam',
        assetId: dana.propertyId,
        tenancyId: dana.tenancyId,
      },
      {
        typeId: 'CT003',
        status: 'Resolved',
        daysAgo: 80,
        assignee: 'NM',
        assetId: dana.propertyId,
        tenancyId: dana.tenancyId,
      },
      {
        typeId: 'CT008',
        status: 'Cancelled',
        daysAgo: 140,
        assignee: 'EstateServicesTeam',
        assetId: dana.blockId,
        tenancyId: dana.tenancyId,
      },
    ],
  },
  {
    owner: 'other',
    customerId: OTHER_CUSTOMER.customerId,
    cases: [
      {
        typeId: 'CT002',
        status: 'Active',
        daysAgo: 8,
        assignee: 'NM',
        assetId: OTHER_CUSTOMER.propertyId,
        tenancyId: OTHER_CUSTOMER.tenancyId,
      },
      {
        typeId: 'CT007',
        status: 'Resolved',
        daysAgo: 90,
        assignee: 'EstateServicesTeam',
        assetId: OTHER_CUSTOMER.estateId,
        tenancyId: OTHER_CUSTOMER.tenancyId,
      },
    ],
  },
];
