import { useEffect } from 'react';
import useSWR from 'swr';
import type { PageRule } from '../../schemas/generated/rule';
import type { evaluateRule, evaluateRuleValue } from '../engine/evaluate-rule';

type RuleEvaluator = {
  readonly evaluateRule: typeof evaluateRule;
  readonly evaluateRuleValue: typeof evaluateRuleValue;
};

// Rules and their evaluator (json-logic and the engine's operator checks) load on first use, in a chunk shared
// with the journey pages, so the start and home pages do not carry them in their first download.
// The statutory clocks' tables and the bank holidays are imported by the code that counts them (decision 0059), never
// asked for by name, so the first download's map of this loader leaves them out.
const ruleFiles = import.meta.glob<PageRule>(
  [
    '../../rules/*.json',
    '!../../rules/{bank-holidays,awaab-tenancy-types,statutory-clock-*,complaint-clock-case-types}.json',
  ],
  { import: 'default' },
);

const loading = new Map<string, Promise<[PageRule, RuleEvaluator]>>();

/** The rule and its evaluator, downloaded once however many pages ask. */
function loadRule(name: string): Promise<[PageRule, RuleEvaluator]> {
  let loaded = loading.get(name);
  if (!loaded) {
    const load = ruleFiles[`../../rules/${name}.json`];
    if (!load) return Promise.reject(new Error(`There is no rules/${name}.json`));
    loaded = Promise.all([load(), import('../engine/evaluate-rule')]);
    // A failed download (the network dropped) is tried again by the next page that asks.
    loaded.catch(() => loading.delete(name));
    loading.set(name, loaded);
  }
  return loaded;
}

async function decide([name, inputs]: readonly [string, string]): Promise<boolean> {
  const [rule, { evaluateRule }] = await loadRule(name);
  return evaluateRule(name, rule, JSON.parse(inputs) as Record<string, unknown>);
}

async function decideText([name, inputs]: readonly [string, string]): Promise<string> {
  const [rule, { evaluateRuleValue }] = await loadRule(name);
  return evaluateRuleValue(name, rule, JSON.parse(inputs) as Record<string, unknown>, 'text');
}

/** What useRule and useRuleText share: the rule downloads when the page starts, and is asked once the inputs come. */
function useRuleAnswer<Answer>(
  kind: 'rule' | 'rule-text',
  name: string,
  inputs: Readonly<Record<string, unknown>> | null,
  answer: (key: readonly [string, string]) => Promise<Answer>,
): Answer | undefined {
  // The download starts when the page does, not when the inputs have come (the customer, the toggles), so the
  // answer is ready as soon as they are (issue 13).
  useEffect(() => {
    // Not silent: a failure here is the same one the answer meets, and it reaches the resident through SWR's error.
    loadRule(name).catch(() => undefined);
  }, [name]);
  const { data, error } = useSWR(
    inputs ? ([kind, name, JSON.stringify(inputs)] as const) : null,
    ([, ruleName, json]) => answer([ruleName, json]),
  );
  if (error) throw error;
  return data;
}

/**
 * The answer of the named rule in rules/ for these inputs; undefined until it is known (the first use downloads
 * the rule), so callers show nothing rather than something that may then vanish. A broken rule throws, for the
 * route's error boundary to show — never a silent false. A missing rule is reported by decide, with its inputs.
 */
export function useRule(name: string, inputs: Readonly<Record<string, unknown>> | null): boolean | undefined {
  return useRuleAnswer('rule', name, inputs, decide);
}

/**
 * The text a named rule gives (`"returns": "text"`: a variant, a label key), as useRule does for yes or no: undefined
 * until known; a broken rule throws for the route's error boundary.
 */
export function useRuleText(name: string, inputs: Readonly<Record<string, unknown>> | null): string | undefined {
  return useRuleAnswer('rule-text', name, inputs, decideText);
}
