import { describe, expect, it } from 'vitest';
import { journeyIdOf, markLatestJourney, type JourneyRouteHandle } from '../../src/journey/journey-route-handle';
import { journeyRoutes } from '../../src/journey/journey-routes';

// The appointment journey and the repair journey share /appointmentscheduler; only the appointment journey has an
// entry.
const routes = journeyRoutes([
  {
    id: 'appointment',
    routes: ['/appointmentscheduler', '/appointmentscheduler/reschedule'],
    entryParams: ['id', 'mode'],
  },
  {
    id: 'repair',
    routes: ['/repairproperty', '/appointmentscheduler'],
    entryParams: ['draft', 'recall'],
    entryAny: true,
  },
]);
const matchOf = (path: string) => routes.find((r) => r.path === path)?.handle as JourneyRouteHandle | undefined;
const sessionWith = (entries: Record<string, string>) => {
  const store = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
};

describe('which journey an address opens', () => {
  it('is one route per address, naming every journey there and the parameters of their entries', () => {
    const shared = routes.find((r) => r.path === '/appointmentscheduler')?.handle as JourneyRouteHandle;
    expect(shared.journeyIds).toEqual(['appointment', 'repair']);
    expect(shared.entries).toEqual({ appointment: ['id', 'mode'], repair: ['draft', 'recall'] });
    expect(shared.anyEntries).toEqual(['repair']);
  });

  it('is the journey whose entry the address names, whatever drafts the resident has', () => {
    const session = sessionWith({ 'portal.journey.repair': '{}', 'portal.journey.latest': 'repair' });
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '?mode=reschedule&id=w1', session)).toBe('appointment');
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '?draft=w1', session)).toBe('repair');
  });

  it('is the journey any of whose optional entry parameters the address names (Report the problem again)', () => {
    const session = sessionWith({ 'portal.journey.appointment': '{}', 'portal.journey.latest': 'appointment' });
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '?recall=w1', session)).toBe('repair');
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '?recall=', session)).toBe('appointment');
  });

  it('without an entry, is the journey the resident last worked in when they have its draft', () => {
    const session = sessionWith({ 'portal.journey.repair': '{}', 'portal.journey.appointment': '{}' });
    markLatestJourney('repair', session);
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '', session)).toBe('repair');
    markLatestJourney('appointment', session);
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '', session)).toBe('appointment');
  });

  it('else any journey they have a draft of, else the first', () => {
    expect(
      journeyIdOf(
        matchOf('/appointmentscheduler'),
        '',
        sessionWith({ 'portal.journey.repair': '{}', 'portal.journey.latest': 'referral' }),
      ),
    ).toBe('repair');
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '', sessionWith({}))).toBe('appointment');
    expect(journeyIdOf(matchOf('/appointmentscheduler'), '?mode=new', sessionWith({}))).toBe('appointment');
  });
});

// The referral's '/ContactDetails' and a case's '/contactdetails' are one route of the router (docs/decisions/0039).
describe('an address two journeys write differently', () => {
  const contact = journeyRoutes([
    { id: 'case', routes: ['/selectTenancy', '/contactdetails'] },
    { id: 'referral', routes: ['/enquiryconsent', '/ContactDetails'] },
  ]).find((r) => r.path?.toLowerCase() === '/contactdetails')?.handle as JourneyRouteHandle;

  it('opens the journey the resident is in, whatever the spelling', () => {
    const inCase = sessionWith({
      'portal.journey.case': '{}',
      'portal.journey.referral': '{}',
      'portal.journey.latest': 'case',
    });
    expect(journeyIdOf(contact, '', inCase, '/ContactDetails')).toBe('case');
    expect(journeyIdOf(contact, '', sessionWith({ 'portal.journey.referral': '{}' }), '/contactdetails')).toBe(
      'referral',
    );
  });

  it('with no draft of either, opens the journey that writes the address as it was opened', () => {
    expect(journeyIdOf(contact, '', sessionWith({}), '/ContactDetails')).toBe('referral');
    expect(journeyIdOf(contact, '', sessionWith({}), '/contactdetails')).toBe('case');
  });
});
