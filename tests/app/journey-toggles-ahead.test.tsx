// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAuth, fakeGateway, renderPortal, session } from './support/fakes';

// Every toggle a journey reads, from the journeys as written (the build's manifest lists the same).
const journeysDir = join(import.meta.dirname, '..', '..', 'journeys');
const journeyToggles = [
  ...new Set(
    readdirSync(journeysDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        [...readFileSync(join(journeysDir, file), 'utf8').matchAll(/"toggles\.([A-Za-z]+)"/g)].flatMap(
          (match) => match[1] ?? [],
        ),
      ),
  ),
];

// Issue 13: the repair's first step waited for its six toggles, one request each on a phone's few connections.
describe('the toggles journeys read are asked for once a signed-in page is drawn', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for each of them a moment after home is drawn, so a journey opened from home finds them kept', async () => {
    expect(journeyToggles).toEqual(
      expect.arrayContaining(['isCovidQuestionRequired', 'IsImageAllowed', 'IsCatalystProfileUpdateNotification']),
    );
    const gateway = fakeGateway();
    renderPortal('/customer360View', { auth: fakeAuth(session('C1')), gateway });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    const asked = () => new Set(gateway.getToggle.mock.calls.map(([name]) => name));
    // Not while home is being drawn: a moment after, when the browser is idle.
    expect(journeyToggles.filter((name) => asked().has(name))).toEqual([]);
    await waitFor(() => expect(journeyToggles.filter((name) => !asked().has(name))).toEqual([]), { timeout: 6000 });
  });

  it('asks nothing for a visitor who is not logged in', async () => {
    const gateway = fakeGateway();
    renderPortal('/startpage', { auth: fakeAuth(null), gateway });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(gateway.getToggle).not.toHaveBeenCalled();
  });
});
