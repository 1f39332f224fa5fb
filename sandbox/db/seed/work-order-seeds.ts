import { OTHER_CUSTOMER, PERSONAS } from './personas';
import type { WorkOrderOwner } from './work-order-seed-types';
import { ADA } from './ada-work-orders';
import { ALEX } from './alex-work-orders';
import { BEA_CHECKS, BEA_DRAFTS, BEA_TREE } from './bea-work-orders';
import { DANA } from './dana-work-orders';

export type {
  Channel,
  DraftAnswersSeed,
  WorkOrderOwner,
  WorkOrderSeed,
  WorkOrderStatus,
} from './work-order-seed-types';
export { ADA_DAMP_REPAIR } from './ada-work-orders';

const { alex, bea, chris, dana, ada } = PERSONAS;
const nameOf = (p: { title: string; givenName: string; surname: string }) => ({
  title: p.title,
  givenName: p.givenName,
  surname: p.surname,
});

export const WORK_ORDER_OWNERS: WorkOrderOwner[] = [
  {
    owner: 'alex',
    customerId: alex.customerId,
    name: nameOf(alex),
    propertyId: alex.propertyId,
    isCatalyst: false,
    assets: { Property: alex.propertyId, Block: alex.blockId, Estate: alex.estateId },
    workOrders: ALEX,
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: [
      {
        n: 1,
        daysAgo: 8,
        status: 'Appointed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 23,
        description: 'Radiator in the back bedroom is cold. Valve seems stuck.',
        contractor: 'aquaflow',
        appointment: { inDays: 2, band: 'PM' },
      },
      {
        n: 2,
        daysAgo: 45,
        status: 'Completed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 19,
        description: 'Front gutter leaking at the joint. Water splashes the door.',
        contractor: 'castle',
        closedDaysAgo: 30,
      },
    ],
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.shop.propertyId,
    isCatalyst: false,
    assets: { Property: bea.shop.propertyId, Block: bea.shop.blockId },
    workOrders: [
      {
        n: 3,
        daysAgo: 30,
        status: 'Unappointed',
        area: 'Property',
        channel: 'ColleagueSelfService',
        reasonId: 12,
        description: 'Socket behind the counter has no power. Till is on an extension lead.',
        contractor: 'brightspark',
      },
    ],
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.ended.propertyId,
    isCatalyst: false,
    assets: { Property: bea.ended.propertyId },
    workOrders: [
      // Raised during the ended tenancy: older than every active tenancy's start (raisedSince filters it out).
      {
        n: 4,
        daysAgo: 1600,
        status: 'Completed',
        area: 'Property',
        channel: 'Northgate',
        reasonId: 7,
        description: 'Bath panel loose. Water behind it.',
        contractor: 'aquaflow',
        closedDaysAgo: 1590,
      },
    ],
  },
  {
    owner: 'chris',
    customerId: chris.customerId,
    name: nameOf(chris),
    propertyId: chris.propertyId,
    isCatalyst: false,
    assets: { Property: chris.propertyId, Block: chris.blockId, Estate: chris.estateId },
    workOrders: [
      {
        n: 1,
        daysAgo: 6,
        status: 'Unappointed',
        area: 'Block',
        channel: 'CustomerSelfService',
        reasonId: 33,
        description: 'Both lifts out of service. Residents on upper floors are stuck.',
        contractor: 'rapidResponse',
        priority: 'Emergency',
        isEmergency: true,
      },
      {
        n: 2,
        daysAgo: 50,
        status: 'Completed',
        area: 'Block',
        channel: 'ERGO',
        reasonId: 39,
        description: 'Water coming through the ceiling of the top floor corridor. Buckets out.',
        contractor: 'castle',
        closedDaysAgo: 41,
      },
      {
        n: 3,
        daysAgo: 90,
        status: 'Cancelled',
        area: 'Estate',
        channel: 'CustomerSelfService',
        reasonId: 47,
        description: 'Car park barrier stuck open. Anyone can park.',
        contractor: 'greenway',
        closedDaysAgo: 88,
      },
    ],
  },
  {
    owner: 'dana',
    customerId: dana.customerId,
    name: nameOf(dana),
    propertyId: dana.propertyId,
    isCatalyst: true,
    assets: {
      Property: dana.propertyId,
      'Divided Block': dana.dividedBlockId,
      Block: dana.blockId,
      Estate: dana.estateId,
    },
    workOrders: DANA,
  },
  {
    owner: 'other',
    customerId: OTHER_CUSTOMER.customerId,
    name: nameOf(OTHER_CUSTOMER),
    propertyId: OTHER_CUSTOMER.propertyId,
    isCatalyst: false,
    assets: { Property: OTHER_CUSTOMER.propertyId, Block: OTHER_CUSTOMER.blockId },
    workOrders: [
      {
        n: 1,
        daysAgo: 7,
        status: 'Appointed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 7,
        description: 'Bath leaks at the tap end. Floor is wet.',
        contractor: 'aquaflow',
        appointment: { inDays: 4, band: 'AM' },
      },
      {
        n: 2,
        daysAgo: 30,
        status: 'Completed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 22,
        description: 'Boiler keeps losing pressure. No hot water in the morning.',
        contractor: 'aquaflow',
        closedDaysAgo: 27,
      },
      {
        n: 3,
        daysAgo: 200,
        status: 'Cancelled',
        area: 'Block',
        channel: 'ERGO',
        reasonId: 30,
        description: 'Stair light on the first floor is out.',
        contractor: 'brightspark',
        closedDaysAgo: 198,
      },
    ],
  },
  // The cancel and reschedule checks' other cases (decision 0016), at Bea's house rather than Alex's flat: Alex's
  // open repairs are the duplicate list and home card that the repair journey's fixtures and tests replay. Last
  // in the list, so every job number before them stays as it was.
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: BEA_CHECKS,
  },
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: BEA_DRAFTS,
  },
  // Ada's 120 last of all: every job number seeded before them stays as it was.
  {
    owner: 'ada',
    customerId: ada.customerId,
    name: nameOf(ada),
    propertyId: ada.propertyId,
    isCatalyst: false,
    assets: { Property: ada.propertyId, Block: ada.blockId, Estate: ada.estateId },
    workOrders: ADA,
  },
  // Added after Ada's, so no earlier job number moves: the tree in Bea's garden (decision 0042).
  {
    owner: 'bea',
    customerId: bea.customerId,
    name: nameOf(bea),
    propertyId: bea.propertyId,
    isCatalyst: false,
    assets: { Property: bea.propertyId, Estate: bea.estateId },
    workOrders: BEA_TREE,
  },
  // After the tree, so no earlier job number moves: Chris's damp report, which Awaab's Law does not cover (a
  // leaseholder, AW-1), so it shows the association's own target (decision 0059).
  {
    owner: 'chris',
    customerId: chris.customerId,
    name: nameOf(chris),
    propertyId: chris.propertyId,
    isCatalyst: false,
    assets: { Property: chris.propertyId, Block: chris.blockId, Estate: chris.estateId },
    workOrders: [
      {
        n: 4,
        daysAgo: 3,
        status: 'Unappointed',
        area: 'Property',
        channel: 'CustomerSelfService',
        reasonId: 9,
        description: 'Damp patch on the bathroom ceiling under the flat above.',
        contractor: 'aquaflow',
        isDampAndMould: true,
        hazards: [['HAZAWARE01', 0]],
      },
    ],
  },
];
