/** The housing association's public website: the header logo links here. */
export const PROVIDER_SITE_URL = 'https://www.peabody.org.uk';

/** External pages linked from the footer (portal.md §2 "Header and footer"). */
export const FOOTER_LINKS = {
  terms: 'https://www.peabody.org.uk/terms-and-conditions',
  accessibility: 'https://www.peabody.org.uk/accessibility',
  privacy: 'https://www.peabody.org.uk/privacy-policy',
  cookies: 'https://www.peabody.org.uk/cookies',
} as const;

/** sessionStorage key of the path a failed customer load came from, for the retry on /customerApiErrorPage. */
export const RETURN_PATH_KEY = 'portal.returnPath';

/** sessionStorage key of the property the resident chose in an address selector (a "stored choice"). */
export const SELECTED_PROPERTY_KEY = 'portal.selectedProperty';
/** sessionStorage: the premises of the resident's properties, last read (src/customer/known-premises.ts). */
export const KNOWN_PREMISES_KEY = 'portal.knownPremises';

/**
 * The product's own address the association's e-mails to residents come from (portal.md §3: "a fixed product address").
 */
export const PORTAL_SENDER = 'myhome@example.org';
