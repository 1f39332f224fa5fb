import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintJourneyFiles } from '../../tools/journeys/lint';
import { readJourneyFiles, readLocale } from '../../tools/journeys/project';
import { createSchemaValidator } from '../../tools/journeys/schema-validator';
import { root } from './support/run-cli';

describe('the journeys in journeys/ and the English locale (locales/en/*.json)', () => {
  const files = readJourneyFiles(root, join(root, 'journeys'), []);
  const skipped = { file: '', problem: 'not part of this check' };
  const report = lintJourneyFiles(files, {
    root,
    validateSchema: createSchemaValidator(root),
    messageKeys: Object.keys(readLocale(root)),
    widgets: skipped,
    effects: skipped,
  });

  it('every journey matches the journey schema (so its message codes can be checked)', () => {
    expect(report.problems.filter((p) => p.code === 'JOURNEY_SCHEMA' || p.code === 'JOURNEY_INVALID_JSON')).toEqual([]);
  });

  it('every message code and label a journey uses is a key of the locale', () => {
    expect(
      report.problems
        .filter((p) => p.code === 'JOURNEY_UNKNOWN_MESSAGE')
        .map((p) => `${p.file} ${p.pointer}: ${p.message}`),
    ).toEqual([]);
  });
});
