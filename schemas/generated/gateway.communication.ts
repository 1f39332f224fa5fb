/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * One message of the resident's inbox (portal.md §3 "Message (communication)"), as GET /customers/{id}/communications lists it and PATCH /customers/{id}/communications/{messageId} answers it. eTag is the message's own entity tag (the PATCH answers it in the ETag header too).
 */
export interface Communication {
  identifier: string;
  status: 'UNREAD' | 'READ';
  /**
   * ISO date-time (UTC), e.g. 2026-11-20T09:13:00Z.
   */
  createdDate: string;
  /**
   * CaseCreation, ASSET COMPLIANCE-EICR5Y, ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING, the overdue gas and EICR categories, STATEMENT; other values may appear.
   */
  communicationCategoryType: string;
  /**
   * The property (or other asset) the message is about.
   */
  assetIdentifier?: string;
  customerIdentifier?: string;
  message: {
    /**
     * content[0] the subject, content[1] the body (lines separated by \n), content[2] (optional) the identifier of a document, e.g. the statement a STATEMENT message announces.
     */
    content: ContentItem[];
  };
  sender: {
    organisation: {
      name?: string;
      personName: PersonName;
    };
  };
  receivers: {
    customerIdentifier?: string;
    personName?: PersonName;
    /**
     * The e-mail address the message was sent to.
     */
    digitalAddress?: string;
  }[];
  eTag: string;
}
/**
 * This interface was referenced by `Communication`'s JSON-Schema
 * via the `definition` "ContentItem".
 */
export interface ContentItem {
  /**
   * subject, body or documentIdentifier.
   */
  identifier: string;
  value: string;
}
/**
 * This interface was referenced by `Communication`'s JSON-Schema
 * via the `definition` "PersonName".
 */
export interface PersonName {
  title?: string;
  givenName?: string;
  surname?: string;
}
