import {
  contactDetailsOf,
  GatewayError,
  PreconditionFailedError,
  type ContactDetails,
  type GatewayClient,
} from '../../gateway';
import { readOptionalText, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { profileNotification } from './profile-notification';

/** What 'profile.save' stores (`effects.profileSave`). */
export type ProfileSaved =
  | { readonly outcome: 'saved'; readonly notified: boolean }
  | { readonly outcome: 'unchanged'; readonly notified: false }
  /** The record changed since the page opened (412): what is on file now, and its version for the next save. */
  | { readonly outcome: 'conflict'; readonly notified: false; readonly eTag: string; readonly onFile: ContactDetails }
  /** Saved, but the record could not be read again afterwards (portal.md §4: the customer error page). */
  | { readonly outcome: 'refreshFailed'; readonly notified: boolean };

const FIELDS = ['emailAddress', 'mobilePhone', 'homePhone', 'workPhone'] as const;
const capitalised = (field: string) => `${field[0]?.toUpperCase() ?? ''}${field.slice(1)}`;

function detailsFrom(input: EffectInput, prefix = ''): ContactDetails {
  // A number the resident cleared, or one never held, comes as nothing: it is saved as empty.
  const read = (field: (typeof FIELDS)[number]) =>
    (readOptionalText(input, prefix ? `${prefix}${capitalised(field)}` : field) ?? '').trim();
  return {
    emailAddress: read('emailAddress'),
    mobilePhone: read('mobilePhone'),
    homePhone: read('homePhone'),
    workPhone: read('workPhone'),
  };
}

const sameDetails = (a: ContactDetails, b: ContactDetails) => FIELDS.every((field) => a[field] === b[field]);

async function readAgain(gateway: GatewayClient, customerId: string): Promise<boolean> {
  try {
    await gateway.getCustomer(customerId);
    return true;
  } catch (error) {
    // The save went through; only reading it back failed. The journey sends the resident to the customer error page
    // (portal.md §4), whose Try again reads the record again.
    if (error instanceof GatewayError) return false;
    throw error;
  }
}

/**
 * 'profile.save' (portal.md §4 "Profile edit save", §5 "Profile"): saves the e-mail and phone numbers with
 * PUT /customers/{id} and If-Match, unless nothing changed, then reads the record again. A record changed elsewhere
 * since the page opened (412) is not overwritten: the answer carries what is on file now and its version, so the
 * resident decides. A catalyst customer with the profile-update toggle on (`notify`) is sent the notification
 * communication (portal.md §7). Inputs: eTag, the four details typed, the four on file (onFile…), notify.
 */
export const saveProfile: Effect<EffectInput, ProfileSaved> = async (input, environment) => {
  const { gateway, customerId } = environment;
  const typed = detailsFrom(input);
  const onFile = detailsFrom(input, 'onFile');
  if (sameDetails(typed, onFile)) return { outcome: 'unchanged', notified: false };
  try {
    await gateway.updateCustomer(customerId, typed, readText(input, 'eTag'));
  } catch (error) {
    if (!(error instanceof PreconditionFailedError)) throw error;
    const current = await gateway.getCustomer(customerId);
    return {
      outcome: 'conflict',
      notified: false,
      eTag: current.etag ?? current.customer.eTag,
      onFile: contactDetailsOf(current.customer),
    };
  }
  const notified = input.notify === true ? await notify(gateway, customerId, typed, environment.now()) : false;
  return (await readAgain(gateway, customerId))
    ? { outcome: 'saved', notified }
    : { outcome: 'refreshFailed', notified };
};

async function notify(
  gateway: GatewayClient,
  customerId: string,
  details: ContactDetails,
  now: Date,
): Promise<boolean> {
  try {
    await gateway.sendCommunication(customerId, profileNotification(details, now));
    return true;
  } catch (error) {
    // The details are saved whatever happens to the e-mail about them: the resident is told they are saved, without
    // the promise of an e-mail (SSCP004a is shown only when it went).
    if (error instanceof GatewayError) return false;
    throw error;
  }
}
