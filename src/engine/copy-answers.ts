import type { Answers } from './types';

/**
 * A copy of answers by their own keys, as a spread makes. On the answers of a long path a spread cost several times
 * this loop: it builds the copy a new hidden class of hundreds of properties, where keyed stores build a dictionary.
 */
export function copyAnswers(answers: Answers): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in answers) {
    if (Object.hasOwn(answers, key)) copy[key] = answers[key];
  }
  return copy;
}
