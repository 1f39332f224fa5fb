import { profileUpdateNotification, type ContactDetails } from '../../gateway';
import { PORTAL_SENDER } from '../../shared/constants';
import { ukTime } from '../../shared/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The notification that tells a catalyst customer their details changed (portal.md §7): insert_date DD/MM/YYYY and
 * insert_time HH:MM on the London clock, and the four details as saved.
 */
export function profileNotification(details: ContactDetails, now: Date) {
  const local = ukTime(now);
  return profileUpdateNotification({
    sender: PORTAL_SENDER,
    insertDate: `${pad(local.day)}/${pad(local.month)}/${local.year}`,
    insertTime: `${pad(local.hour)}:${pad(local.minute)}`,
    emailAddress: details.emailAddress,
    mobilePhone: details.mobilePhone,
    homePhone: details.homePhone,
    businessPhone: details.workPhone,
  });
}
