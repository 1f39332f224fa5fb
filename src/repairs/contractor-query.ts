import type { ContractorQuery } from '../gateway';
import { ukHour, ukLocalDateTime } from '../shared/dates';

export interface JobForContractor {
  isEmergency: boolean;
  /** The SOR after determination. */
  sorCode: string;
  uprn?: string | undefined;
  isVandalism: boolean;
  maintenanceResponsibility?: string | undefined;
}

/**
 * The query of GET /worksorder/{id}/contractors (repairs.md §7): priority EME or NA, the SOR as repairType, the hour
 * and date of the report on the UK clock (whatever the device's zone says), the asset's UPRN and maintenance
 * responsibility, and the cause (4 vandalism or damage, else 1). Whether an emergency is out of hours is left to the
 * gateway's clock.
 */
export function contractorQuery(job: JobForContractor, now: Date): ContractorQuery {
  return {
    priority: job.isEmergency ? 'EME' : 'NA',
    repairType: job.sorCode,
    repairTime: ukHour(now),
    raisedDate: ukLocalDateTime(now),
    ...(job.uprn ? { uprn: job.uprn } : {}),
    repairCauseId: job.isVandalism ? 4 : 1,
    ...(job.maintenanceResponsibility ? { maintenanceResponsiblity: job.maintenanceResponsibility } : {}),
    isVandalism: job.isVandalism,
  };
}
