/** Financial referral reasons; only displayOnMyPeabody 1 entries are offered in the portal. */
export interface ReferralReason {
  id: number;
  referralReason: string;
  displayOnMyPeabody: 0 | 1;
}

export const REFERRAL_REASONS: ReferralReason[] = [
  { id: 1, referralReason: 'Help paying my rent', displayOnMyPeabody: 1 },
  { id: 2, referralReason: 'Benefits advice', displayOnMyPeabody: 1 },
  { id: 3, referralReason: 'Debt advice', displayOnMyPeabody: 1 },
  { id: 4, referralReason: 'Help with energy bills', displayOnMyPeabody: 1 },
  { id: 5, referralReason: 'Budgeting support', displayOnMyPeabody: 1 },
  { id: 6, referralReason: 'Employment and training', displayOnMyPeabody: 1 },
  { id: 7, referralReason: 'Court action (staff referral only)', displayOnMyPeabody: 0 },
  { id: 8, referralReason: 'Hardship fund assessment', displayOnMyPeabody: 0 },
];
