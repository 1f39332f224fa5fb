import { DEMOBILIZED_CONTRACTOR_ID, PREFERENCE_CONTRACTOR_ID } from './contractor-seeds';

/**
 * Every configuration key the two spec files read by name, with the sandbox default. Values are always strings:
 * toggles "true"/"false", lists comma-separated. Most toggles are on so every feature shows.
 */
export const SPEC_CONFIGURATION: Readonly<Record<string, string>> = {
  // portal.md §6 "Feature toggles read by name"
  IsMyMessagesRequired: 'true',
  IsCaseCardRequired: 'true',
  IsRepairFullDescriptionRequired: 'true',
  isCovidQuestionRequired: 'true',
  isVandalismQuestionRequired: 'true',
  isDMCEnabledMyPb: 'true',
  isshowmypeabodyeicrcard: 'true',
  isshowmypeabodygasboilercard: 'true',
  IsMyPeabodyCatalystFinancialEnquiry: 'true',
  mypeabodycatalystcases: 'true',
  mypeabodycatalystworkorders: 'true',
  LandlordValues: 'Peabody,Catalyst',
  // Areas are boroughs (asset body.borough); Dana's Croydon flat is in both lists.
  CatalystRepairDisabledAreas: 'Croydon,Sutton',
  CatalystRegistrationAreas: 'Croydon,Sutton,Merton,Kingston upon Thames',
  IsViewStatement: 'true',
  IsRequestCustomStatement: 'true',
  IsHotjarEnabledSS: 'false',
  mypeabodyDocumentToggle: 'true',
  // repairs.md §7 "Configuration keys"
  demobilizedContractorSites: DEMOBILIZED_CONTRACTOR_ID,
  checkEnhancedRepairEligibilityMyPeabody: 'true',
  isMyPbRepairsMaintainence: 'false',
  dmcsorcodes: 'PROMOULD,PRODAMP',
  IsMediaEnabledSS: 'true',
  IsImageAllowed: 'true',
};

/**
 * Flags the spec describes without naming them; the sandbox names them so the features can be switched.
 * - IsPaymentReferenceRequired: portal.md §2 Accounts, "a payment-reference block … when a flag value is true".
 * - IsRequestStatementDisabled: portal.md §6, the request-statement link "is disabled when a flag is set".
 * - IsCatalystProfileUpdateNotification: portal.md §5 Profile, "the profile-update toggle".
 * - RepairDescriptionMaxLength: repairs.md §5, "default limit 188 characters".
 * - appointmentPreferenceContractorSites: repairs.md §2 and §3 have a preferences mode of the scheduler and an
 *   isPreferences flag on the availability, without saying which contractors take preferences: these sites (a
 *   comma list, like demobilizedContractorSites) do.
 */
export const SANDBOX_NAMED_CONFIGURATION: Readonly<Record<string, string>> = {
  IsPaymentReferenceRequired: 'true',
  IsRequestStatementDisabled: 'false',
  IsCatalystProfileUpdateNotification: 'true',
  RepairDescriptionMaxLength: '188',
  appointmentPreferenceContractorSites: PREFERENCE_CONTRACTOR_ID,
};

export const CONFIGURATION: Readonly<Record<string, string>> = {
  ...SPEC_CONFIGURATION,
  ...SANDBOX_NAMED_CONFIGURATION,
};

export const CONFIGURATION_KEYS: readonly string[] = Object.keys(CONFIGURATION);
