// Journey fixtures (schemas/fixture.schema.json): replay headless, compare, record. Pure: no React, no Node, no
// network of its own; the gateway, effects and faults are passed in. tools/fixtures.ts replays every fixture
// against the in-process sandbox; the browser's record mode and the Playwright replay reuse these pieces.
export { replayFixture } from './replay-fixture';
export { recordFixture, type RecordOptions } from './record-fixture';
export { compareStep, isExpectedPage } from './compare-step';
export { compareCalls, isWrite, pathMatches } from './call-match';
export { partialDiff } from './partial-match';
export { destinationLabel } from './destination-label';
export { messageCode } from '../journey/session';
export { formatDifferences } from './format-result';
export { walkStep } from './walk';
export { FixtureError } from './fixture-error';
export { makeWidgetCalls } from './widget-calls';
export * from './types';
export { loadJourneyContext, type ContextOptions } from './load-context';
export { explainDestination, type ExplainInput } from './explain-destination';
export { createCoverageRecorder, type CoverageRecorder, type JourneyCoverage } from './coverage-recorder';
export {
  coverageItems,
  COVERAGE_KINDS,
  KIND_ITEM,
  KIND_NAMES,
  type CoverageItem,
  type CoverageKind,
} from './coverage-items';
export { coverageSummary, formatCoverage } from './format-coverage';
export { traceNext, tracePath, type RouteDecision, type RouteTrace } from './route-trace';
