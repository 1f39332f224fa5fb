import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../../src/engine';
import type { PageRule } from '../../schemas/generated/rule';
import balance from '../../rules/menu-balance.json';
import repairs from '../../rules/menu-repairs.json';
import messages from '../../rules/menu-messages.json';
import requests from '../../rules/menu-requests.json';

// What the header's menu rules decide, as tables: an analyst changing a rule file sees here what changes.
describe('menu rules', () => {
  it.each([
    [['SOCIAL'], true],
    [['COM1', 'OFFICE'], false],
    [['COM1', 'MARKET RENT'], true],
    [['AGENCY', 'HMBY2010', 'USENOCCU'], false],
    [[], false],
  ])('Balance for active tenancy types %j → %s', (types, shown) => {
    expect(evaluateRule('menu-balance', balance as PageRule, { activeTenancyTypes: types })).toBe(shown);
  });

  it.each([
    [false, null, true],
    [true, true, true],
    [true, false, false],
    [true, null, false],
  ])(
    'Repairs for catalyst %s with the catalyst work-order toggle %s → %s',
    (isCatalystCustomer, catalystWorkOrdersToggle, shown) => {
      expect(evaluateRule('menu-repairs', repairs as PageRule, { isCatalystCustomer, catalystWorkOrdersToggle })).toBe(
        shown,
      );
    },
  );

  it.each([
    [true, true],
    [false, false],
    [null, false],
  ])('Messages with the toggle %s → %s', (messagesToggle, shown) => {
    expect(evaluateRule('menu-messages', messages as PageRule, { messagesToggle })).toBe(shown);
  });

  it.each([
    [true, false, null, true],
    [false, false, true, false],
    [true, true, true, true],
    [true, true, false, false],
    [null, false, true, false],
  ])(
    'Requests with the case toggle %s, catalyst %s, catalyst cases toggle %s → %s',
    (caseCardToggle, isCatalystCustomer, catalystCasesToggle, shown) => {
      expect(
        evaluateRule('menu-requests', requests as PageRule, {
          caseCardToggle,
          isCatalystCustomer,
          catalystCasesToggle,
        }),
      ).toBe(shown);
    },
  );
});
