import type { Db } from '../../db/open-database';
import { configurationValue } from './configuration-value';

function listedIn(db: Db, name: string, siteId: string): boolean {
  return (configurationValue(db, name) ?? '').split(',').some((v) => v.trim() === siteId);
}

/**
 * A demobilized site (demobilizedContractorSites) keeps its repairs but takes no new appointments: repairs.md §4
 * "contractors in a demobilized-sites list block appointment selection". Its diary is therefore empty.
 */
export function isDemobilized(db: Db, siteId: string): boolean {
  return listedIn(db, 'demobilizedContractorSites', siteId);
}

/**
 * A site whose diary takes preferences rather than bookings (appointmentPreferenceContractorSites, a sandbox
 * name: repairs.md §2/§3 have the preferences mode and isPreferences but do not say which contractors use them).
 * Its availability says isPreferences, and a booking is noted as the resident's preferred appointment.
 */
export function takesPreferences(db: Db, siteId: string): boolean {
  return listedIn(db, 'appointmentPreferenceContractorSites', siteId);
}
