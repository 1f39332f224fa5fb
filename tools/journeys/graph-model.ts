import {
  describeCondition,
  describeExpression,
  type ConditionLabels,
  type EffectCall,
  type Journey,
  type Step,
  type Text,
} from '../../src/engine';
import { policyOf } from '../../src/engine/error-policy';

/** A box of the journey graph: a step, a generated step (one box for all its pages) or a way out. */
export interface GraphNode {
  readonly id: string;
  readonly kind: 'question' | 'check-answers' | 'outcome' | 'generated' | 'terminal';
  /** First line: the title; then the route and notes. */
  readonly lines: readonly string[];
}

/** An arrow: a forward route, an explicit back route or an effect failure going to an error page. */
export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  /** The condition in plain English, "otherwise" for the default among several, null for a single route. */
  readonly label: string | null;
  readonly style: 'next' | 'back' | 'error';
}

/** A journey as boxes and arrows, with texts already in plain English. */
export interface JourneyGraph {
  readonly id: string;
  readonly title: string;
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

type Locale = Readonly<Record<string, string>>;

function translate(text: Text | undefined, locale: Locale): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === 'string') return locale[text] ?? text;
  if ('text' in text) return text.text;
  // A text with values from answers or context: the graph shows where each value goes, e.g. "Use [phone], …".
  return (locale[text.key] ?? text.key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(text.params, name) ? `[${name}]` : whole,
  );
}

/**
 * Field labels for conditions: 'answers.referralFor' → 'Who is the referral for' (trailing ?/: dropped, it reads as a
 * subject).
 */
export function fieldLabels(journey: Journey, locale: Locale): ConditionLabels {
  const labels: Record<string, string> = {};
  for (const step of journey.steps) {
    for (const field of [...(step.fields ?? []), ...(step.generate?.fields ?? []).map((t) => t.field)]) {
      const label = translate(field.label, locale);
      if (label && !label.includes('{') && !field.id.includes('{'))
        labels[`answers.${field.id}`] = label.trim().replace(/[?:.]+$/, '');
    }
  }
  return labels;
}

function stepLines(step: Step, locale: Locale, labels: ConditionLabels): string[] {
  const title = translate(step.title, locale);
  const lines = [title && !title.includes('{') ? title : step.id, step.route];
  const generate = step.generate;
  if (generate) {
    const source = describeExpression({ var: generate.forEach });
    const per = generate.groupBy
      ? `one page per ${generate.groupBy} of ${source}`
      : `one page per element of ${source}`;
    lines.push(generate.filter === undefined ? per : `${per} where ${describeCondition(generate.filter, labels)}`);
    // Skips stay inside the stacked box: which pages they pass over depends on the data.
    if (generate.skips)
      lines.push(
        `an answer may skip ahead by ${generate.skips.map((skip) => (skip.by === 'end' ? 'to the end' : skip.by)).join(', ')}`,
      );
  }
  if (step.kind === 'check-answers') lines.push('check answers');
  if (step.when !== undefined) lines.push(`only when ${describeCondition(step.when, labels)}`);
  const effects = [...(step.onEnter ?? []), ...(step.onExit ?? [])].map((c) => c.effect);
  if (effects.length > 0) lines.push(`runs ${[...new Set(effects)].join(', ')}`);
  return lines;
}

/**
 * Builds the graph of a loaded journey: a node per step, terminal nodes for every way out it uses, edges per route
 * with the condition in plain English, and dashed edges for back routes and effect failures.
 * Invariant: targets that name nothing are left out (the lint reports them).
 */
export function buildJourneyGraph(journey: Journey, locale: Locale): JourneyGraph {
  const labels = fieldLabels(journey, locale);
  const nodes: GraphNode[] = journey.steps.map((step, i) => ({
    id: `s${i}`,
    kind: step.generate ? 'generated' : step.kind,
    lines: stepLines(step, locale, labels),
  }));
  const stepNode = new Map(journey.steps.map((step, i) => [step.id, `s${i}`]));
  const terminals = new Map<string, string>();
  const terminal = (key: string, lines: string[]): string => {
    const existing = terminals.get(key);
    if (existing) return existing;
    const id = `t${terminals.size}`;
    terminals.set(key, id);
    nodes.push({ id, kind: 'terminal', lines });
    return id;
  };
  const nodeFor = (target: string): string | null => {
    if (target === '@exit') return terminal(target, ['Exit', journey.exit.to]);
    if (target === '@saveAndExit' && journey.saveAndExit)
      return terminal(target, ['Save and exit', journey.saveAndExit.to]);
    if (target === '@leave' && journey.leave) return terminal(target, ['Leave', journey.leave.to]);
    if (target.startsWith('@errorPage:')) {
      const name = target.slice('@errorPage:'.length);
      const page = journey.errorPages?.[name];
      return page ? terminal(target, [`Error page "${name}"`, page.route]) : null;
    }
    if (target.startsWith('@route:')) return terminal(target, ['Leaves the journey', target.slice('@route:'.length)]);
    if (target.startsWith('@end:')) {
      const name = target.slice('@end:'.length);
      const ending = journey.endings?.[name];
      return ending ? terminal(target, [`Ends "${name}"`, ending.to]) : null;
    }
    return stepNode.get(target) ?? null;
  };
  const edges: GraphEdge[] = [];
  const add = (edge: GraphEdge): void => {
    if (
      !edges.some((e) => e.from === edge.from && e.to === edge.to && e.label === edge.label && e.style === edge.style)
    )
      edges.push(edge);
  };
  const failures = (from: string, calls: readonly EffectCall[] | undefined): void => {
    for (const call of calls ?? []) {
      const { errorPage, end } = policyOf(call);
      const to =
        errorPage !== undefined
          ? nodeFor(`@errorPage:${errorPage}`)
          : end !== undefined
            ? nodeFor(`@end:${end}`)
            : null;
      if (to) add({ from, to, label: `if ${call.effect} fails`, style: 'error' });
    }
  };
  journey.steps.forEach((step, i) => {
    const from = `s${i}`;
    const next = step.next ?? [];
    for (const route of next) {
      const to = nodeFor(route.to);
      const label =
        route.when === undefined ? (next.length > 1 ? 'otherwise' : null) : describeCondition(route.when, labels);
      if (to) add({ from, to, label, style: 'next' });
    }
    for (const route of step.back ?? []) {
      const to = nodeFor(route.to);
      if (to)
        add({
          from,
          to,
          label: route.when === undefined ? 'Back' : `Back when ${describeCondition(route.when, labels)}`,
          style: 'back',
        });
    }
    const alternative = step.actions?.alternative;
    if (alternative) {
      const to = nodeFor(alternative.to);
      if (to) add({ from, to, label: translate(alternative.label, locale) ?? 'Alternative', style: 'next' });
    }
    failures(from, step.onEnter);
    failures(from, step.onExit);
  });
  return { id: journey.id, title: translate(journey.title, locale) ?? journey.id, nodes, edges };
}

/**
 * The graph without its effect-failure arrows and the error pages only they lead to (`graph --no-errors`): the repair
 * journey has about 25 of them, which bury the routes a resident walks. The steps and the other ways out all stay.
 */
export function withoutErrorEdges(graph: JourneyGraph): JourneyGraph {
  const edges = graph.edges.filter((edge) => edge.style !== 'error');
  const linked = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  const nodes = graph.nodes.filter((node) => node.kind !== 'terminal' || linked.has(node.id));
  return { ...graph, nodes, edges };
}
