/** The parts of a contractors.body the repair rules read. */
export interface ContractorRecord {
  id: string;
  name: string;
  hubCode?: string;
  statuses?: {
    isIntegrated?: boolean;
    isBuilder?: boolean;
    isSubContractor?: boolean;
    isEMA?: boolean;
    isActive?: boolean;
  };
  flags?: { type: string; value: string; onHoldUntil?: string }[];
  contacts?: { telecomsAddresses?: { number?: string }[] };
}

export function contractorPhone(c: ContractorRecord): string | undefined {
  return c.contacts?.telecomsAddresses?.find((t) => t.number)?.number;
}

export function hasFlag(c: ContractorRecord, type: string): boolean {
  return (c.flags ?? []).some((f) => f.type === type && f.value === 'true');
}

/** CONTRACTORSITE_ON_HOLD applies until its onHoldUntil date (inclusive); without a date, until removed. */
export function isOnHold(c: ContractorRecord, today: string): boolean {
  return (c.flags ?? []).some(
    (f) =>
      f.type === 'CONTRACTORSITE_ON_HOLD' &&
      f.value === 'true' &&
      (f.onHoldUntil === undefined || f.onHoldUntil >= today),
  );
}
