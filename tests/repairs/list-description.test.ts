import { describe, expect, it } from 'vitest';
import { repairListDescription } from '../../src/repairs';

// What the history list shows as each repair's description (rules/repair-list-description.json), with repairs as
// the sandbox seeds them.
describe('a repair description in the history list', () => {
  it.each(['CustomerSelfService', 'ERGO', 'ColleagueSelfService'])(
    'is the first sentence for a repair raised through %s',
    (channel) => {
      expect(
        repairListDescription({
          channel,
          description: 'Kitchen tap drips all the time. It is worse at night.',
          trade: 'Plumbing',
        }),
      ).toBe('Kitchen tap drips all the time');
    },
  );

  it('is the whole description when it has no full stop', () => {
    expect(
      repairListDescription({ channel: 'CustomerSelfService', description: ' Lift grinds between floors 3 and 4 ' }),
    ).toBe('Lift grinds between floors 3 and 4');
  });

  it('is the trade for a repair raised elsewhere', () => {
    expect(
      repairListDescription({
        channel: 'Northgate',
        description: 'Shower tray leaks at the corner. Stain below.',
        trade: 'Plumbing',
      }),
    ).toBe('Plumbing');
  });

  it('is a not-available message when such a repair has an Unknown or no trade', () => {
    expect(
      repairListDescription({
        channel: 'Northgate',
        description: 'Paving slab raised. Someone tripped.',
        trade: 'Unknown',
      }),
    ).toBe('Description not available');
    expect(repairListDescription({ channel: 'Northgate', description: 'Legacy repair.', trade: ' ' })).toBe(
      'Description not available',
    );
    expect(repairListDescription({ channel: 'Northgate', description: 'Legacy repair.' })).toBe(
      'Description not available',
    );
  });

  it('names a self-service repair with no description yet (a draft left early) by its reason and location', () => {
    expect(
      repairListDescription({
        channel: 'CustomerSelfService',
        description: '',
        reason: 'Bath or shower leaking',
        location: 'Bathroom',
      }),
    ).toBe('Bath or shower leaking (Bathroom)');
    expect(repairListDescription({ channel: 'CustomerSelfService', description: ' ', location: 'Bathroom' })).toBe(
      'Bathroom: no description yet',
    );
    expect(repairListDescription({ channel: 'CustomerSelfService', description: '' })).toBe(
      'Repair with no description yet',
    );
  });

  it('uses the description of a self-service repair even when its trade is Unknown', () => {
    expect(
      repairListDescription({ channel: 'ERGO', description: 'Gate does not latch. It swings open.', trade: 'Unknown' }),
    ).toBe('Gate does not latch');
  });
});
