import { assetSeed } from '../../../sandbox/db/seed/seed-assets';
import { OTHER_CUSTOMER, PERSONAS, SHARED_ASSETS } from '../../../sandbox/db/seed/personas';
import { seededCopy } from '../db/seeded-db';
import { createSchemaValidator } from '../../../sandbox/gateway/schema-validator';
import { createTestGateway, type TestGateway } from './test-gateway';

/** The seeded personas behind a gateway for the repair rule tests. 2026-11-21 09:00 UTC is a Saturday, 09:00 London. */
export const SEEDED_AT = new Date('2026-11-21T09:00:00Z');

const { alex, bea, chris, dana, eli } = PERSONAS;
export const TOKENS = new Map([
  ['alex', alex.userId],
  ['bea', bea.userId],
  ['chris', chris.userId],
  ['dana', dana.userId],
  ['eli', eli.userId],
  ['omar', OTHER_CUSTOMER.userId],
]);

export function seededGateway(start: Date = SEEDED_AT): TestGateway {
  return createTestGateway({ database: seededCopy(SEEDED_AT), tokens: TOKENS, start });
}

let shared: TestGateway | undefined;
/**
 * One seeded gateway for a file's read-only calls (the eligibility and decision calls change nothing), because
 * seeding takes a few hundred milliseconds. Tests that move the clock take their own seededGateway().
 */
export function readOnlyGateway(): TestGateway {
  shared ??= seededGateway();
  return shared;
}

export const uprnOf = (assetId: string): string => assetSeed(assetId).uprn;

export const ASSETS = {
  alexHome: alex.propertyId,
  alexBlock: alex.blockId,
  alexEstate: alex.estateId,
  alexScheme: alex.schemeId,
  beaHouse: bea.propertyId,
  beaShop: bea.shop.propertyId,
  beaShopBlock: bea.shop.blockId,
  beaEstate: bea.estateId,
  beaEndedBlock: bea.ended.blockId,
  chrisHome: chris.propertyId,
  chrisBlock: chris.blockId,
  danaHome: dana.propertyId,
  danaDividedBlock: dana.dividedBlockId,
  danaBlock: dana.blockId,
  omarHome: OTHER_CUSTOMER.propertyId,
  tulseHouse: SHARED_ASSETS.tulseHouse,
} as const;

export const NEW_ID = '00000000-0000-0000-0000-000000000000';

const validator = createSchemaValidator();
/** The answer's schema errors ([] when it matches the contract). */
export const contractErrors = (schemaId: string, value: unknown) => validator.validate(schemaId, value);
