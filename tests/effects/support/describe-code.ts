import { tOptional } from '../../../src/shared/i18n';

/** The effect environment's describe(code), as the portal provides it: the code's English text, else the code. */
export const describeCode = (code: string): string => tOptional(code) ?? code;
