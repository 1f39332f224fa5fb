import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders a kit component on a page at `path`, inside a router (links and the address need one). */
export function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
