import { describe, expect, it } from 'vitest';
import { customOperations } from '../../src/engine';

const formatPhone = (value: unknown) => customOperations['format-phone']?.(value);

describe('the format-phone operation', () => {
  it.each([
    ['07700900123', '07700 900123'],
    [' 07700 900 123 ', '07700 900123'],
    ['+44 7700 900123', '07700 900123'],
    ['02079460000', '020 7946 0000'],
    ['03001234567', '0300 123 4567'],
    ['01632960001', '01632 960001'],
  ])('shows %j as %j', (given, shown) => {
    expect(formatPhone(given)).toBe(shown);
  });

  it('leaves a number it cannot read as it is on file, and shows nothing for none', () => {
    expect(formatPhone('0770090')).toBe('0770090');
    expect(formatPhone('ext. 42')).toBe('ext. 42');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('rejects a value that is not a number (a mistake in the journey)', () => {
    expect(() => formatPhone({ number: '07700900123' })).toThrow(TypeError);
  });
});
