// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../src/ui/list/search-box';

describe('SearchBox', () => {
  it('is a search landmark with a labelled box described by its hint', () => {
    render(
      <SearchBox
        label="Search your messages"
        hint="For example, a word from the subject"
        applied=""
        onSearch={() => undefined}
      />,
    );
    const box = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search your messages' });
    expect(box).toHaveAccessibleDescription('For example, a word from the subject');
  });

  it('searches for the words typed, trimmed, when Search is pressed', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox label="Search" applied="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), '  boiler ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('boiler');
  });

  it('offers Clear search once there is something to clear; it empties the box and the search and keeps the cursor there', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox label="Search" applied="" onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'rent');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('shows the search applied, following it when it changes under it (Back, Forward)', () => {
    const { rerender } = render(<SearchBox label="Search" applied="tap" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox')).toHaveValue('tap');
    rerender(<SearchBox label="Search" applied="sink" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox')).toHaveValue('sink');
  });

  it("takes the page's words for its buttons", () => {
    render(
      <SearchBox label="Search" applied="x" onSearch={() => undefined} buttonText="Find" clearText="Start again" />,
    );
    expect(screen.getByRole('button', { name: 'Find' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });
});
