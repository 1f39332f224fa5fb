import { describe, expect, it } from 'vitest';
import { canSelectAppointment, type AppointmentSelectionFacts } from '../../src/repairs';

// Whether the repair detail page shows Select appointment (rules/repair-appointment-selection.json).
describe('Select appointment on the repair detail page', () => {
  const bookable: AppointmentSelectionFacts = {
    repair: { status: 'Unappointed', priority: 'Next Available', area: 'Property', contractor: 'SITE-1' },
    contractor: { isIntegrated: true },
    demobilisedSites: ['SITE-9'],
  };
  const shown = (
    change: { repair?: Partial<AppointmentSelectionFacts['repair']> } & Partial<
      Omit<AppointmentSelectionFacts, 'repair'>
    >,
  ) => canSelectAppointment({ ...bookable, ...change, repair: { ...bookable.repair, ...change.repair } });

  it('shows for an unappointed Next Available repair to the home whose contractor books online', () => {
    expect(shown({})).toBe(true);
    expect(shown({ repair: { priority: 'NA' } })).toBe(true);
  });

  it.each([
    ['an appointed repair', { repair: { status: 'Appointed' } }],
    ['a draft', { repair: { status: 'In Diagnosis' } }],
    ['an emergency', { repair: { priority: 'Emergency' } }],
    ['a recall', { repair: { priority: 'Next Available (Recall)' } }],
    ['a repair to the block', { repair: { area: 'Block' } }],
    ['a contractor that does not book online', { contractor: { isIntegrated: false } }],
    ['a contractor not known yet', { contractor: null }],
    ['a demobilised contractor', { demobilisedSites: ['SITE-1'] }],
  ])('does not show for %s', (_case, change) => {
    expect(shown(change)).toBe(false);
  });
});
