// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalRouter } from '../../src/app/portal-router';
import { navigateAtOnce } from '../../src/shared/navigate-at-once';

// A page whose code never arrives: how each kind of move meets it shows how the move is drawn.
const never = new Promise<never>(() => undefined);
function Downloading(): null {
  use(never);
  return null;
}

let navigate: NavigateFunction = () => undefined;
function Page({ name }: { name: string }) {
  navigate = useNavigate();
  return <h1>{name}</h1>;
}

function renderPortalRouter() {
  window.history.replaceState(null, '', '/first');
  render(
    <PortalRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/first" element={<Page name="First page" />} />
          <Route path="/second" element={<Page name="Second page" />} />
          <Route path="/slow" element={<Downloading />} />
        </Routes>
      </Suspense>
    </PortalRouter>,
  );
}

describe('the portal router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the page for the address, and follows a move', async () => {
    renderPortalRouter();
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
    await act(async () => void navigate('/second'));
    expect(screen.getByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/second');
  });

  it('keeps the page being left while the next one downloads, for a move made as a transition', async () => {
    renderPortalRouter();
    await act(async () => void navigate('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('draws a move made at once in one render, whatever it meets (so it is kept for pages that are all here)', async () => {
    renderPortalRouter();
    await act(async () => navigateAtOnce(() => void navigate('/slow')));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First page' })).toBeNull();
  });
});
