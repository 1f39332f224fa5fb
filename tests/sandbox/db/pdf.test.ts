import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../sandbox/db/seed/pdf';
import { buildPng } from '../../../sandbox/db/seed/png';

describe('buildPdf', () => {
  const pdf = buildPdf('Rent statement', ['Balance: £12.50 (arrears)', 'Back\\slash', 'Em \u2014 dash and \u20ac']);
  const text = pdf.toString('latin1');

  it('is a complete PDF file', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text.slice(startxref).split('\n').slice(3, 8);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('declares the exact length of the content stream', () => {
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });

  it('escapes string delimiters and keeps to Latin-1', () => {
    expect(text).toContain('(Balance: \u00a312.50 \\(arrears\\)) Tj');
    expect(text).toContain('(Back\\\\slash) Tj');
    expect(text).toContain('(Em - dash and ?) Tj');
  });
});

describe('buildPng', () => {
  it('writes a PNG signature and an IHDR with the requested size', () => {
    const png = buildPng(16, 8, [1, 2, 3]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(16);
    expect(png.readUInt32BE(20)).toBe(8);
    expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
  });
});
