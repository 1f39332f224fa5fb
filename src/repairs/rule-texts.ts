import { tOptional } from '../shared/i18n';

/**
 * The words of a text a repair rule gives: a locale key's English text with its {placeholders} filled, or the value
 * itself when it is not a key (a status shown as its own name). As for journeys, an unknown key is shown rather than
 * breaking a resident's page; the rule tests catch it first. A rule names its keys itself: the locale test reads
 * rules/*.json, and the build registers a rule document's texts with the module that imports it (decision 0017).
 */
export function ruleText(value: string, params: Readonly<Record<string, string | number>> = {}): string {
  return tOptional(value, { ...params }) ?? value;
}
