import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageItems } from '../../src/journey-fixtures/coverage-items';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { UNREACHED_REASONS } from '../../tools/fixtures/unreached-reasons';

const journeys = createJourneyFiles(join(import.meta.dirname, '..', '..'));

describe('the reasons the coverage report gives for what no fixture can reach', () => {
  it('each name an item the journey still has, by the pointer the report prints (with the side of a condition)', () => {
    for (const [id, reasons] of Object.entries(UNREACHED_REASONS)) {
      const pointers = new Set(
        coverageItems(journeys.load(id)).items.flatMap((item) => {
          const pointer = journeys.sourcePointer(id)(item.pointer);
          return [pointer, `${pointer}${/=(true|false)$/.exec(item.key)?.[0] ?? ''}`];
        }),
      );
      for (const pointer of Object.keys(reasons)) expect(pointers.has(pointer), `${id} ${pointer}`).toBe(true);
    }
  });
});
