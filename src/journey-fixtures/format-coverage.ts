import { COVERAGE_KINDS, KIND_ITEM, KIND_NAMES } from './coverage-items';
import type { JourneyCoverage } from './coverage-recorder';

/**
 * One line per journey: "repair: routes 15/15, branches 40/47, … — 86 % (31 fixtures)"; kinds the journey has none of
 * are left out.
 */
export function coverageSummary(coverage: JourneyCoverage): string {
  const parts = COVERAGE_KINDS.filter((kind) => coverage.kinds[kind].total > 0).map(
    (kind) => `${KIND_NAMES[kind]} ${coverage.kinds[kind].covered}/${coverage.kinds[kind].total}`,
  );
  const percent = coverage.percent === null ? 'nothing to reach' : `${coverage.percent} %`;
  const through = coverage.reachedThrough?.length
    ? `, and its steps in the fixtures of ${coverage.reachedThrough.join(', ')}`
    : '';
  const fixtures = `${coverage.fixtures} fixture${coverage.fixtures === 1 ? '' : 's'}${through}`;
  return `${coverage.journey}: ${parts.join(', ')} — ${percent} (${fixtures})`;
}

/**
 * The coverage report a tester reads: every journey's summary, then, journey by journey, what no fixture reaches,
 * each with its pointer in the journey's file, so they know which fixture to record next (with why no fixture can,
 * where `reasons` says so), then what is declared but not counted because no action can reach it.
 */
export function formatCoverage(
  coverages: readonly JourneyCoverage[],
  reasons: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): string[] {
  const lines = [
    'Coverage (what the fixtures reach):',
    ...coverages.map((coverage) => `  ${coverageSummary(coverage)}`),
  ];
  for (const coverage of coverages) {
    if (coverage.missing.length === 0) continue;
    lines.push(
      '',
      `Not reached in ${coverage.journey} (journeys/${coverage.journey}.json unless another file is named):`,
    );
    const width = Math.max(...coverage.missing.map((item) => item.pointer.length));
    for (const item of coverage.missing) {
      lines.push(`  ${item.pointer.padEnd(width)}  ${KIND_ITEM[item.kind]}: ${item.label}`);
      // A condition seen one way and not the other is named by its side ("/steps/3/fields/0/when=false").
      const side = /=(true|false)$/.exec(item.key)?.[0] ?? '';
      const why = reasons[coverage.journey]?.[`${item.pointer}${side}`] ?? reasons[coverage.journey]?.[item.pointer];
      if (why) lines.push(`  ${' '.repeat(width)}  cannot be reached by a fixture: ${why}`);
    }
  }
  for (const coverage of coverages) {
    if (coverage.notCounted.length === 0) continue;
    lines.push('', `Not counted in ${coverage.journey}: declared, but no resident action can reach it:`);
    for (const item of coverage.notCounted) lines.push(`  ${item.pointer}  ${item.label}: ${item.reason}`);
  }
  return lines;
}
