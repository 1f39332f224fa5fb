import useSWR from 'swr';
import type { PageRule } from '../../schemas/generated/rule';

// Rules and their evaluator (json-logic and the engine's operator checks) load on first use, in a chunk shared
// with the journey pages, so the start and home pages do not carry them in their first download.
const ruleFiles = import.meta.glob<PageRule>('../../rules/*.json', { import: 'default' });

async function decide([name, inputs]: readonly [string, string]): Promise<boolean> {
  const load = ruleFiles[`../../rules/${name}.json`];
  if (!load) throw new Error(`There is no rules/${name}.json`);
  const [rule, { evaluateRule }] = await Promise.all([load(), import('../engine/evaluate-rule')]);
  return evaluateRule(name, rule, JSON.parse(inputs) as Record<string, unknown>);
}

/**
 * The answer of the named rule in rules/ for these inputs; undefined until it is known (the first use downloads
 * the rule), so callers show nothing rather than something that may then vanish. A broken rule throws, for the
 * route's error boundary to show — never a silent false.
 */
export function useRule(name: string, inputs: Readonly<Record<string, unknown>> | null): boolean | undefined {
  const { data, error } = useSWR(inputs ? ['rule', name, JSON.stringify(inputs)] as const : null, ([, ruleName, json]) => decide([ruleName, json]));
  if (error) throw error;
  return data;
}
