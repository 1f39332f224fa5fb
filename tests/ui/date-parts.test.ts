import { describe, expect, it } from 'vitest';
import { cleanDatePart, joinDateParts, splitDateParts } from '../../src/ui/date-parts';

// A GOV.UK date input's boxes and the value a page keeps (the inbox keeps it in its address).
describe('date parts', () => {
  it('join to YYYY-MM-DD when they make a real date, without needing leading zeros', () => {
    expect(joinDateParts({ day: '5', month: '3', year: '2026' })).toBe('2026-03-05');
    expect(joinDateParts({ day: ' 05 ', month: '03', year: '2026' })).toBe('2026-03-05');
  });

  it('keep what was typed when they do not, so it can be shown back with its error', () => {
    expect(joinDateParts({ day: '31', month: '2', year: '2026' })).toBe('2026-2-31');
    expect(joinDateParts({ day: '', month: '3', year: '2026' })).toBe('2026-3-');
    expect(joinDateParts({ day: '1', month: '1', year: '26' })).toBe('26-1-1');
    expect(joinDateParts({ day: '', month: '', year: '' })).toBe('');
  });

  it('split back into the boxes, a real date written without leading zeros', () => {
    expect(splitDateParts('2026-03-05')).toEqual({ day: '5', month: '3', year: '2026' });
    expect(splitDateParts('2026-2-31')).toEqual({ day: '31', month: '2', year: '2026' });
    expect(splitDateParts('2026-3-')).toEqual({ day: '', month: '3', year: '2026' });
    expect(splitDateParts('nonsense')).toEqual({ day: '', month: '', year: '' });
  });

  it('never keep a hyphen in a box, which would break the joined form', () => {
    expect(cleanDatePart('1-2')).toBe('12');
  });
});
