import type { WorkOrderSeed } from './work-order-seed-types';

/**
 * Bea's house: one repair per outcome of the cancel and reschedule checks that Alex's flat cannot hold (the visit is
 * today, tomorrow, a diary of preferences, a builder, a live emergency). See docs/personas.md.
 */
export const BEA_CHECKS: WorkOrderSeed[] = [
  {
    n: 5,
    daysAgo: 4,
    status: 'Appointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 5,
    description: 'Toilet will not flush. The handle just spins.',
    contractor: 'aquaflow',
    appointment: { inDays: 0, band: 'PM' },
  },
  {
    n: 6,
    daysAgo: 3,
    status: 'Appointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 17,
    description: 'Smoke alarm in the hall beeps every few minutes. It is wired in, so I cannot change the battery.',
    contractor: 'brightspark',
    appointment: { inDays: 1, band: 'AM' },
  },
  {
    n: 7,
    daysAgo: 9,
    status: 'Appointed',
    area: 'Estate',
    channel: 'CustomerSelfService',
    reasonId: 54,
    description: 'Branches of the big oak hang low over the path. People walk into them.',
    contractor: 'evergreen',
    appointment: { inDays: 5, band: 'ALL' },
    preferenceNoted: true,
  },
  {
    n: 8,
    daysAgo: 14,
    status: 'Appointed',
    area: 'Property',
    channel: 'ColleagueSelfService',
    reasonId: 19,
    description: 'Gutter above the bay window has come away from its brackets. It sags in the middle.',
    contractor: 'castle',
    appointment: { inDays: 4, band: 'AM' },
  },
  {
    n: 9,
    daysAgo: 1,
    status: 'Unappointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 22,
    description: 'Boiler has stopped with a fault code. No heating or hot water.',
    contractor: 'aquaflow',
    priority: 'Emergency',
    isEmergency: true,
  },
];

/**
 * Bea's drafts saved part-way (Resume repair, repairs.md §4; decision 0025): each has an open repair of the same
 * problem at her house (the duplicate page's None of the above was chosen) or none, and the answers of the steps
 * she went through, as the journey saves them.
 */
export const BEA_DRAFTS: WorkOrderSeed[] = [
  // Saved on the covid question: the radiator of n: 1 is the duplicate; photos passed; someone vulnerable.
  {
    n: 10,
    daysAgo: 1,
    status: 'In Diagnosis',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 23,
    description: 'Radiator in the front bedroom is cold at the top. Bleeding it has not helped.',
    saved: {
      vulnerability: {
        isVulnerable: true,
        VulnerableResponseText: 'My mother lives with us and uses oxygen at night.',
      },
    },
  },
  // Saved on page 2 of the damp and mould assessment, pages 1 and 2 answered.
  {
    n: 11,
    daysAgo: 1,
    status: 'In Diagnosis',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 9,
    description: 'Damp patch on the bedroom wall behind the wardrobe. It has grown since the summer.',
    isDampAndMould: true,
    saved: {
      assessment: [
        ['q1_1', [3]],
        ['q1_2', [3]],
        ['q2_1', [2]],
        ['q2_2', [1]],
        ['q2_3', [2]],
      ],
    },
  },
  // Saved on the check-answers page: every answer given, the contact another number (the gutter of n: 8 is the
  // duplicate).
  {
    n: 12,
    daysAgo: 1,
    status: 'In Diagnosis',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 19,
    description: 'Gutter at the back of the house overflows onto the patio when it rains.',
    saved: {
      vulnerability: { isVulnerable: false, VulnerableResponseText: '' },
      isCovidSelfIsolated: false,
      reporter: { contactNumber: '07700900777', givenName: 'Sam Okonkwo', relationship: 'Friend or Family' },
    },
  },
];

/**
 * The tree in Bea's back garden, reported twice: her own report, unappointed with Evergreen Tree Care, whose diary
 * takes preferences (Select appointment notes a preferred appointment, repairs.md §2/§3); and a second report by
 * phone the next day, submitted and flagged a potential duplicate of the first (the duplicate page's SSR075a).
 */
export const BEA_TREE: WorkOrderSeed[] = [
  {
    n: 13,
    daysAgo: 3,
    status: 'Unappointed',
    area: 'Property',
    channel: 'CustomerSelfService',
    reasonId: 56,
    description: 'Sycamore in the back garden leans towards the house. A big branch cracked in the wind.',
    contractor: 'evergreen',
  },
  {
    n: 14,
    daysAgo: 2,
    status: 'Unappointed',
    area: 'Property',
    channel: 'ColleagueSelfService',
    reasonId: 56,
    description: "Cracked branch on the garden tree hangs over the neighbour's fence.",
    contractor: 'evergreen',
    isPotentialDuplicate: true,
  },
];
