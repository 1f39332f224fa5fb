import { describe, expect, it } from 'vitest';
import {
  heatingValues,
  joinHeatingAttributes,
  splitHeatingAttribute,
} from '../../../sandbox/gateway/repairs/heating-attributes';
import { commaList, normaliseSor } from '../../../sandbox/gateway/repairs/reason-facts';
import { determineSor, type SorDeterminationFacts } from '../../../sandbox/gateway/repairs/sor-determination';

describe('heating attributes', () => {
  it.each([
    [['Gas combi boiler', 'Mains gas', 'None', 'Unknown'], 'Gas combi boiler+Mains gas'],
    [['Communal', '', 'Electric storage heaters'], 'Communal+Electric storage heaters'],
    [[null, undefined, 'NONE', ' unknown ', 'null'], ''],
  ])('%j joins to %j', (values, joined) => {
    expect(joinHeatingAttributes(values)).toBe(joined);
  });

  it('splits a joined value back, dropping what a client should not have sent', () => {
    expect(splitHeatingAttribute('Communal+none+Underfloor heating')).toEqual(['Communal', 'Underfloor heating']);
    expect(splitHeatingAttribute(undefined)).toEqual([]);
  });

  it('reads only the heat types of the maintenance responsibilities', () => {
    expect(
      heatingValues([
        { type: 'MAINTSRESP', value: 'FMFULL' },
        { type: 'HEAT', value: 'Communal' },
        { type: 'HEATGAS', value: 'None' },
      ]),
    ).toEqual(['Communal']);
  });
});

describe('SOR codes', () => {
  it("sends 'N/A' on as 'NA' and reads comma lists", () => {
    expect(normaliseSor(' n/a ')).toBe('NA');
    expect(normaliseSor('PLTAP001')).toBe('PLTAP001');
    expect(commaList(' FISPUMPS02, ,X ')).toEqual(['FISPUMPS02', 'X']);
  });
});

const none = { property: [], dividedBlock: [], block: [], estate: [] };
const facts = (overrides: Partial<SorDeterminationFacts>): SorDeterminationFacts => ({
  sorCode: 'PLTAP001',
  supplementaryCodes: undefined,
  reason: {},
  heating: none,
  ...overrides,
});

describe('SOR determination', () => {
  it.each<[string, Partial<SorDeterminationFacts>, string, string | undefined, string]>([
    ['a plain reason keeps its SOR', {}, 'PLTAP001', undefined, 'as-chosen'],
    ["'N/A' becomes 'NA'", { sorCode: 'N/A' }, 'NA', undefined, 'not-applicable-as-na'],
    [
      'total loss of water with FISPUMPS02 → COMPUMP',
      { sorCode: 'PLWATER1', supplementaryCodes: 'FISPUMPS02' },
      'COMPUMP',
      undefined,
      'booster-pumps',
    ],
    ['a SOR no reason has → E33', { reason: undefined, sorCode: 'ZZZ' }, 'ZZZ', 'E33', 'unknown-sor'],
    [
      'COMPUMP sent again needs no reason',
      { reason: undefined, sorCode: 'COMPUMP' },
      'COMPUMP',
      undefined,
      'as-chosen',
    ],
    [
      'boiler repair with a boiler at home',
      { sorCode: 'HTBOIL01', heating: { ...none, property: ['Gas combi boiler'] } },
      'HTBOIL01',
      undefined,
      'as-chosen',
    ],
    [
      'boiler repair in a communally heated flat → E31',
      { sorCode: 'HTBOIL01', heating: { ...none, property: ['Communal'], block: ['Communal'] } },
      'HTBOIL01',
      'E31',
      'heating-source-mismatch',
    ],
    [
      'communal heating repair without communal heating → E31',
      { sorCode: 'HTCOMM02', heating: { ...none, property: ['Gas combi boiler'] } },
      'HTCOMM02',
      'E31',
      'heating-source-mismatch',
    ],
    [
      'communal heating repair with the block on communal heating',
      { sorCode: 'HTCOMM02', heating: { ...none, block: ['Communal'] } },
      'HTCOMM02',
      undefined,
      'as-chosen',
    ],
    [
      'radiator repair with no heating at all → E31',
      { sorCode: 'HTRAD001' },
      'HTRAD001',
      'E31',
      'heating-source-mismatch',
    ],
    [
      'radiator repair with any heating',
      { sorCode: 'HTRAD001', heating: { ...none, estate: ['Communal'] } },
      'HTRAD001',
      undefined,
      'as-chosen',
    ],
    [
      'a reason inspected first → E32',
      { sorCode: 'RFLEAK01', reason: { eligibilityCode: 'E32' } },
      'RFLEAK01',
      'E32',
      'inspect-first',
    ],
  ])('%s', (_label, overrides, sorCode, determinationCode, rule) => {
    const outcome = determineSor(facts(overrides));
    expect(outcome).toEqual({ sorCode, rule, ...(determinationCode ? { determinationCode } : {}) });
  });
});
