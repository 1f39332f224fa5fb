/** Where reporting a repair begins; the journey skips its property page itself when there is one property. */
export const REPORT_REPAIR_PATH = '/repairproperty';
