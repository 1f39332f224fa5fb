// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeCard } from '../../src/ui/home-card';

describe('HomeCard', () => {
  it('is a region named by its heading, with its sentence and what it offers', () => {
    render(
      <HomeCard id="messages" heading="Your messages" body="Read what we have sent you.">
        <a href="/mymessageshistory">View all messages</a>
      </HomeCard>,
    );
    const card = screen.getByRole('region', { name: 'Your messages' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Your messages' })).toBeVisible();
    expect(within(card).getByText('Read what we have sent you.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View all messages' })).toHaveAttribute('href', '/mymessageshistory');
  });
});
