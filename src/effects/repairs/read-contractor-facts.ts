import type { ContractorFacts } from '../../repairs/contractor-facts';
import type { EffectInput } from '../effect-input';

/** Earlier facts passed back in (e.g. effects.submission.contractor), when they are facts; else undefined. */
export function readContractorFacts(input: EffectInput, key: string): ContractorFacts | undefined {
  const value = input[key];
  if (typeof value !== 'object' || value === null) return undefined;
  const facts = value as Record<string, unknown>;
  const flags = ['isIntegrated', 'isBuilder', 'isEMA', 'isOnHold', 'isActive'];
  if (
    typeof facts.id !== 'string' ||
    typeof facts.name !== 'string' ||
    !flags.every((flag) => typeof facts[flag] === 'boolean')
  )
    return undefined;
  return value as ContractorFacts;
}
