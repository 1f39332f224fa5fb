import { describe, expect, it } from 'vitest';
import { rankChoices, readSearchTerms } from '../../widgets/autocomplete/rank-choices';

const choices = [
  { value: 'CT001', label: 'Anti-social behaviour' },
  { value: 'CT002', label: 'Noise nuisance' },
  { value: 'CT003', label: 'Permission to keep a pet' },
];
const terms =
  readSearchTerms({
    CT001: ['asb', 'anti-social', 'neighbour', 'harassment', 'threat'],
    CT002: ['noise', 'music', 'loud', 'party', 'neighbour'],
    CT003: ['pet', 'dog', 'cat'],
  }) ?? new Map<string, string[]>();
const labels = (typed: string) => rankChoices(choices, typed, terms).map((c) => c.label);

describe('case type relevance (rankChoices)', () => {
  it('finds a type by its keywords as well as its name', () => {
    expect(labels('dog')).toEqual(['Permission to keep a pet']);
    expect(labels('nuisance')).toEqual(['Noise nuisance']);
    expect(labels('neighb')).toEqual(['Anti-social behaviour', 'Noise nuisance']);
  });

  it('puts the type whose keywords the text mentions most first, listing each type once', () => {
    expect(labels('my neighbour plays loud music')).toEqual(['Noise nuisance', 'Anti-social behaviour']);
    expect(labels('neighbour harassment and threats')).toEqual(['Anti-social behaviour', 'Noise nuisance']);
  });

  it('offers nothing for empty text or text that matches no type', () => {
    expect(labels('  ')).toEqual([]);
    expect(labels('boiler')).toEqual([]);
  });
});
