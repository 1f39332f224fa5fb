// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { aString, readSessionJson } from '../../src/shared/session-value';

beforeEach(() => sessionStorage.clear());

describe('readSessionJson: a value kept in this tab', () => {
  it('reads back what was kept as JSON', () => {
    expect(readSessionJson('test.chosen', aString)).toBeNull();
    sessionStorage.setItem('test.chosen', JSON.stringify('P2'));
    expect(readSessionJson('test.chosen', aString)).toBe('P2');
  });

  it('reads what it did not write (not JSON, or another shape) as nothing kept', () => {
    sessionStorage.setItem('test.chosen', 'not json');
    expect(readSessionJson('test.chosen', aString)).toBeNull();
    sessionStorage.setItem('test.chosen', '{"premisesId":"P2"}');
    expect(readSessionJson('test.chosen', aString)).toBeNull();
  });

  it('reads nothing once the storage is cleared (logout, a 401)', () => {
    sessionStorage.setItem('test.marks', JSON.stringify(['M-1']));
    const marks = (value: unknown) => (Array.isArray(value) ? value : null);
    expect(readSessionJson('test.marks', marks)).toEqual(['M-1']);
    sessionStorage.clear();
    expect(readSessionJson('test.marks', marks)).toBeNull();
  });
});
