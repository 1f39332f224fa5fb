/**
 * repairs.md §5 "Free-text check" lives with the gateway's other text rules (../text-rules.ts), where the schemas'
 * `textRule` keyword finds it; re-exported for the work order rules.
 */
export { isSafeFreeText } from '../text-rules';

/** repairs.md §5: letters, digits, spaces and | . , _ @ + # % ' - ( ) ^ ` ~ = ¬ £ € \ / [ ] ? : ; " { } */
const CRIME_REFERENCE_CHARACTERS = /^[A-Za-z0-9 |.,_@+#%'\-()^`~=¬£€\\/[\]?:;"{}]*$/;

export type CrimeReferenceProblem = 'minimum_length' | 'maximum_length' | 'invalid_characters';

/** The crime reference's problem (message templates of §5), or null when it is fine or blank. */
export function crimeReferenceProblem(reference: string): CrimeReferenceProblem | null {
  if (!CRIME_REFERENCE_CHARACTERS.test(reference)) return 'invalid_characters';
  if (reference.length < 3) return 'minimum_length';
  if (reference.length > 20) return 'maximum_length';
  return null;
}

/** repairs.md §3: "the crime reference is blanked if empty or No". */
export function isBlankCrimeReference(reference: string | undefined): boolean {
  return reference === undefined || reference.trim() === '' || reference.trim().toLowerCase() === 'no';
}
