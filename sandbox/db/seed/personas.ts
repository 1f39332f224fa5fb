/**
 * The demo logins and the ids tests and fixtures rely on. Everything here is fixed; the seed writes exactly
 * these ids (see ids.ts for how they are built: kind prefix, owner tag, counter).
 */
export const DEMO_PASSWORD = 'demo-password';

/** Assets shared by several personas (blocks, estates, schemes), tag 0000. */
export const SHARED_ASSETS = {
  riversideScheme: 'a5500000-0000-4000-8000-000000000001',
  riversideEstate: 'a5500000-0000-4000-8000-000000000002',
  beaconHouse: 'a5500000-0000-4000-8000-000000000003',
  elmCourt: 'a5500000-0000-4000-8000-000000000004',
  hartleyEstate: 'a5500000-0000-4000-8000-000000000005',
  hartleyGardens: 'a5500000-0000-4000-8000-000000000006',
  hartleyParade: 'a5500000-0000-4000-8000-000000000007',
  marloweEstate: 'a5500000-0000-4000-8000-000000000008',
  marloweTower: 'a5500000-0000-4000-8000-000000000009',
  purleyWayEstate: 'a5500000-0000-4000-8000-00000000000a',
  coulsdonCourt: 'a5500000-0000-4000-8000-00000000000b',
  coulsdonCourtEastWing: 'a5500000-0000-4000-8000-00000000000c',
  brixtonHillEstate: 'a5500000-0000-4000-8000-00000000000d',
  tulseHouse: 'a5500000-0000-4000-8000-00000000000e',
  foundryWharf: 'a5500000-0000-4000-8000-00000000000f',
  foundryCourt: 'a5500000-0000-4000-8000-000000000010',
} as const;

export const PERSONAS = {
  /** Social tenant, one flat in a block on an estate; 31 repairs (paging), arrears, an overdue gas check. */
  alex: {
    email: 'alex.single@example.org',
    title: 'Mx',
    givenName: 'Alex',
    surname: 'Morgan',
    userId: '1d000000-0000-4000-8000-00000000a1e0',
    customerId: 'c0000000-0000-4000-8000-00000000a1e0',
    propertyId: 'a5500000-0000-4000-8000-0000a1e00001',
    blockId: SHARED_ASSETS.beaconHouse,
    estateId: SHARED_ASSETS.riversideEstate,
    schemeId: SHARED_ASSETS.riversideScheme,
    tenancyId: '7e000000-0000-4000-8000-0000a1e00001',
    tenancyType: 'Social',
    tenancyGroup: 'General Needs',
    paymentReference: '40012301',
    rentAccountId: 'acc00000-0000-4000-8000-0000a1e00001',
    /** Named repairs (work order ids) for tests of the repair detail rules. */
    workOrders: {
      draft: 'f0000000-0000-4000-8000-0000a1e00001',
      unappointed: 'f0000000-0000-4000-8000-0000a1e00002',
      appointed: 'f0000000-0000-4000-8000-0000a1e00003',
      inProgress: 'f0000000-0000-4000-8000-0000a1e00004',
      reportedToEma: 'f0000000-0000-4000-8000-0000a1e00005',
      onHold: 'f0000000-0000-4000-8000-0000a1e00006',
      demobilizedContractor: 'f0000000-0000-4000-8000-0000a1e00007',
      recallable: 'f0000000-0000-4000-8000-0000a1e00008',
      cancelled: 'f0000000-0000-4000-8000-0000a1e0000a',
      alreadyRecall: 'f0000000-0000-4000-8000-0000a1e0000b',
      northgateUnknownTrade: 'f0000000-0000-4000-8000-0000a1e0000c',
      completedOverSixMonths: 'f0000000-0000-4000-8000-0000a1e00010',
      dampAndMould: 'f0000000-0000-4000-8000-0000a1e0001f',
      /** n 23: a damp patch fixed more than a year ago (Completed), which offers It has got worse (AW-12). */
      dampClosedLongAgo: 'f0000000-0000-4000-8000-0000a1e00017',
    },
    dampAndMouldCaseId: 'ca5e0000-0000-4000-8000-0000a1e00001',
  },
  /**
   * Two active tenancies (Market Rent house, Commercial shop) and one ended; account in credit; the cancel and
   * reschedule cases.
   */
  bea: {
    email: 'bea.multi@example.org',
    title: 'Mrs',
    givenName: 'Beatrice',
    surname: 'Okonkwo',
    userId: '1d000000-0000-4000-8000-00000000bea0',
    customerId: 'c0000000-0000-4000-8000-00000000bea0',
    propertyId: 'a5500000-0000-4000-8000-0000bea00001',
    estateAreaId: SHARED_ASSETS.hartleyGardens,
    estateId: SHARED_ASSETS.hartleyEstate,
    tenancyId: '7e000000-0000-4000-8000-0000bea00001',
    tenancyType: 'Market Rent',
    tenancyGroup: 'General Needs',
    paymentReference: '40023401',
    rentAccountId: 'acc00000-0000-4000-8000-0000bea00001',
    depositAccountId: 'acc00000-0000-4000-8000-0000bea00002',
    /** Named repairs at her house for the cancel and reschedule checks (decision 0016). */
    workOrders: {
      appointed: 'f0000000-0000-4000-8000-0000bea00001',
      appointedToday: 'f0000000-0000-4000-8000-0000bea00005',
      appointedTomorrow: 'f0000000-0000-4000-8000-0000bea00006',
      preferenceNoted: 'f0000000-0000-4000-8000-0000bea00007',
      builderAppointed: 'f0000000-0000-4000-8000-0000bea00008',
      emergency: 'f0000000-0000-4000-8000-0000bea00009',
      /** Drafts saved part-way, for Resume repair (decision 0025). */
      draftSavedOnCovid: 'f0000000-0000-4000-8000-0000bea0000a',
      draftSavedOnAssessment: 'f0000000-0000-4000-8000-0000bea0000b',
      draftSavedOnSummary: 'f0000000-0000-4000-8000-0000bea0000c',
      /**
       * The tree in her garden: unappointed with a contractor taking preferences, and a submitted potential duplicate
       * of it.
       */
      treePreferences: 'f0000000-0000-4000-8000-0000bea0000d',
      treePotentialDuplicate: 'f0000000-0000-4000-8000-0000bea0000e',
    },
    shop: {
      propertyId: 'a5500000-0000-4000-8000-0000bea00002',
      blockId: SHARED_ASSETS.hartleyParade,
      tenancyId: '7e000000-0000-4000-8000-0000bea00002',
      tenancyType: 'Commercial',
      tenancyGroup: 'Commercial',
      paymentReference: '40023402',
      rentAccountId: 'acc00000-0000-4000-8000-0000bea00003',
    },
    ended: {
      propertyId: 'a5500000-0000-4000-8000-0000bea00003',
      blockId: SHARED_ASSETS.elmCourt,
      tenancyId: '7e000000-0000-4000-8000-0000bea00003',
      tenancyType: 'Social',
      tenancyGroup: 'General Needs',
      paymentReference: '40023403',
      historicAccountId: 'acc00000-0000-4000-8000-0000bea00004',
    },
  },
  /** Leaseholder of a flat in a high-rise block with building-safety parties and documents; no mobile. */
  chris: {
    email: 'chris.leaseholder@example.org',
    title: 'Mr',
    givenName: 'Christopher',
    surname: 'Lambert',
    userId: '1d000000-0000-4000-8000-00000000c415',
    customerId: 'c0000000-0000-4000-8000-00000000c415',
    propertyId: 'a5500000-0000-4000-8000-0000c4150001',
    blockId: SHARED_ASSETS.marloweTower,
    estateId: SHARED_ASSETS.marloweEstate,
    tenancyId: '7e000000-0000-4000-8000-0000c4150001',
    tenancyType: 'Leasehold',
    tenancyGroup: 'Leasehold',
    paymentReference: '40034501',
    groundRentAccountId: 'acc00000-0000-4000-8000-0000c4150001',
    majorWorksAccountId: 'acc00000-0000-4000-8000-0000c4150002',
    /** Named repairs: both lifts out, an emergency with the emergency agent (cancel by phone, SSR066). */
    workOrders: {
      liftsEmergency: 'f0000000-0000-4000-8000-0000c4150001',
      /** A damp report Awaab's Law does not cover (a leaseholder): the association's target (decision 0059). */
      dampNotCovered: 'f0000000-0000-4000-8000-0000c4150004',
    },
  },
  /** Catalyst customer in a catalyst repair-disabled area; property and divided block in defects. */
  dana: {
    email: 'dana.catalyst@example.org',
    title: 'Ms',
    givenName: 'Dana',
    surname: 'Whitfield',
    userId: '1d000000-0000-4000-8000-00000000da0a',
    customerId: 'c0000000-0000-4000-8000-00000000da0a',
    propertyId: 'a5500000-0000-4000-8000-0000da0a0001',
    dividedBlockId: SHARED_ASSETS.coulsdonCourtEastWing,
    blockId: SHARED_ASSETS.coulsdonCourt,
    estateId: SHARED_ASSETS.purleyWayEstate,
    tenancyId: '7e000000-0000-4000-8000-0000da0a0001',
    tenancyType: 'Social',
    tenancyGroup: 'General Needs',
    paymentReference: '40045601',
    rentAccountId: 'acc00000-0000-4000-8000-0000da0a0001',
    borough: 'Croydon',
  },
  /** Can log in but has no self-serve customer record (the spec's IDEM "no self-serve account found"). */
  eli: {
    email: 'eli.noaccount@example.org',
    title: 'Mr',
    givenName: 'Eli',
    surname: 'Novak',
    userId: '1d000000-0000-4000-8000-00000000e110',
    customerId: null,
  },
  /**
   * Social tenant of a new-build ground-floor flat still in its defects period (not a catalyst customer), so the
   * vandalism question is asked; 120 repairs of snagging, so the phone history loads more on scroll (page of 100).
   */
  ada: {
    email: 'ada.newbuild@example.org',
    title: 'Ms',
    givenName: 'Ada',
    surname: 'Eze',
    userId: '1d000000-0000-4000-8000-00000000ada0',
    customerId: 'c0000000-0000-4000-8000-00000000ada0',
    propertyId: 'a5500000-0000-4000-8000-0000ada00001',
    blockId: SHARED_ASSETS.foundryCourt,
    estateId: SHARED_ASSETS.foundryWharf,
    tenancyId: '7e000000-0000-4000-8000-0000ada00001',
    tenancyType: 'Social',
    tenancyGroup: 'General Needs',
    paymentReference: '40078901',
    rentAccountId: 'acc00000-0000-4000-8000-0000ada00001',
    /** How many repairs she has: more than the phone history's page of 100. */
    repairCount: 120,
    /** Named repairs: the newest (top of the history) and the only open ones. */
    workOrders: {
      unappointed: 'f0000000-0000-4000-8000-0000ada00001',
      appointed: 'f0000000-0000-4000-8000-0000ada00002',
      /** A damp report a month ago, every step of Awaab's Law recorded in time (ADA_DAMP_REPAIR, decision 0059). */
      dampAllDone: 'f0000000-0000-4000-8000-0000ada0000c',
      /** The oldest, the 120th: only reached after the phone list has loaded more. */
      oldest: 'f0000000-0000-4000-8000-0000ada00078',
    },
  },
} as const;

/** Not a persona: the customer whose data every authorisation test tries to reach. */
export const OTHER_CUSTOMER = {
  email: 'other.customer@example.org',
  title: 'Mr',
  givenName: 'Omar',
  surname: 'Otieno',
  userId: '1d000000-0000-4000-8000-0000000007e4',
  customerId: 'c0000000-0000-4000-8000-0000000007e4',
  propertyId: 'a5500000-0000-4000-8000-000007e40001',
  blockId: SHARED_ASSETS.tulseHouse,
  estateId: SHARED_ASSETS.brixtonHillEstate,
  tenancyId: '7e000000-0000-4000-8000-000007e40001',
  tenancyType: 'Social',
  tenancyGroup: 'General Needs',
  paymentReference: '40056701',
  rentAccountId: 'acc00000-0000-4000-8000-000007e40001',
  workOrderId: 'f0000000-0000-4000-8000-000007e40001',
  caseId: 'ca5e0000-0000-4000-8000-000007e40001',
  communicationId: 'c0330000-0000-4000-8000-000007e40001',
  statementDocumentId: 'd0c00000-0000-4000-8000-000007e40001',
} as const;

/**
 * A customer with no login yet: registration links a new account to it by payment reference and date of birth.
 */
export const UNREGISTERED_CUSTOMER = {
  email: 'fay.unregistered@example.org',
  title: 'Miss',
  givenName: 'Fay',
  surname: 'Adebayo',
  dateOfBirth: '1990-06-15',
  customerId: 'c0000000-0000-4000-8000-00000000fa10',
  propertyId: 'a5500000-0000-4000-8000-0000fa100001',
  blockId: SHARED_ASSETS.tulseHouse,
  estateId: SHARED_ASSETS.brixtonHillEstate,
  tenancyId: '7e000000-0000-4000-8000-0000fa100001',
  tenancyType: 'Social',
  tenancyGroup: 'General Needs',
  paymentReference: '40067801',
  rentAccountId: 'acc00000-0000-4000-8000-0000fa100001',
} as const;

export type PersonaKey = keyof typeof PERSONAS;
