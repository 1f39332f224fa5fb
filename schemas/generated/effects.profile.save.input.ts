/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'profile.save' (src/effects/profile/save-profile.ts): Saves the e-mail and phone numbers (PUT /customers/{id} with If-Match) unless nothing changed, then reads the record again; notifies when asked. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface ProfileSaveInput {
  /**
   * The customer record's entity tag when the page opened (If-Match). Read only when something changed.
   */
  eTag: string;
  /**
   * The e-mail address typed; nothing saves it empty.
   */
  emailAddress?: string | null;
  /**
   * The mobile number typed; nothing saves it empty.
   */
  mobilePhone?: string | null;
  /**
   * The home number typed; nothing saves it empty.
   */
  homePhone?: string | null;
  /**
   * The work number typed; nothing saves it empty.
   */
  workPhone?: string | null;
  /**
   * The e-mail address on file, to tell whether anything changed.
   */
  onFileEmailAddress?: string | null;
  /**
   * The mobile number on file.
   */
  onFileMobilePhone?: string | null;
  /**
   * The home number on file.
   */
  onFileHomePhone?: string | null;
  /**
   * The work number on file.
   */
  onFileWorkPhone?: string | null;
  /**
   * true sends the profile-update notification (a catalyst customer with the toggle on, portal.md §7); anything else sends none.
   */
  notify?: boolean | null;
}
