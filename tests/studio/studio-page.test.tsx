// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStudio } from './support/render-studio';

const referral: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'journeys', 'referral.json'), 'utf8'),
);
const DESCRIPTION =
  'Journey "Ask for financial advice" has 6 steps, from top to bottom. "Who is the financial advice for?" (/enquiryconsent) goes to "What do you need help with?" (/enquiryreason).';
const brokenLint = {
  journeys: 1,
  errors: 1,
  warnings: 0,
  problems: [
    {
      file: 'journeys/referral.json',
      line: 12,
      column: 20,
      pointer: '/steps/0/next/0/to',
      code: 'JOURNEY_UNKNOWN_TARGET',
      severity: 'error',
      message: 'Route target "nowhere" is not a step.',
    },
  ],
};

const answers = (lint: () => unknown = () => brokenLint) => ({
  '/__studio/lint?journey=referral': lint,
  '/__studio/graph/referral.json': () => ({
    id: 'referral',
    title: 'Ask for financial advice',
    description: DESCRIPTION,
    mermaid: 'flowchart TD\n  s0["<b>Who is the financial advice for?</b>"] --> s1',
  }),
  '/__studio/journeys/referral.json': () => referral,
  '/__studio/context?persona=': () => ({
    persona: 'alex',
    context: { customer: { name: 'Alex Morgan', phoneNumber: '07700900101' }, property: { id: 'p1', tenancyId: 't1' } },
  }),
  '/__studio/personas': () => [
    {
      key: 'alex',
      name: 'Alex Morgan',
      email: 'alex.single@example.org',
      customerId: 'c0000000-0000-4000-8000-00000000a1e0',
    },
  ],
});

afterEach(() => sessionStorage.clear());

describe('the studio page', () => {
  it("lists the journeys and shows the chosen one's lint results and graph", async () => {
    const user = userEvent.setup();
    const { asked } = renderStudio('/studio', answers());
    expect(screen.getByRole('heading', { level: 1, name: 'Journey studio' })).toBeInTheDocument();
    const journeys = screen.getByRole('navigation', { name: 'Journeys' });
    expect(
      within(journeys)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['referral', 'repair']);

    await user.click(within(journeys).getByRole('link', { name: 'referral' }));
    const lint = await screen.findByRole('region', { name: 'Lint results' });
    expect(await within(lint).findByText(/JOURNEY_UNKNOWN_TARGET/)).toBeInTheDocument();
    expect(within(lint).getByText(/Route target "nowhere" is not a step\./)).toBeInTheDocument();
    expect(within(lint).getByText(/line 12, column 20 \(\/steps\/0\/next\/0\/to\)/)).toBeInTheDocument();

    const graph = screen.getByRole('region', { name: 'Graph' });
    const image = await within(graph).findByRole('img');
    expect(image).toHaveAttribute('src', '/__studio/graph/referral.svg?v=0');
    expect(image).toHaveAccessibleName(DESCRIPTION);
    expect(within(graph).getByText('The graph as Mermaid text')).toBeInTheDocument();
    expect(within(graph).getByText(/flowchart TD/)).toBeInTheDocument();
    expect(asked).toContain('GET /__studio/lint?journey=referral');
    expect(within(journeys).getByRole('link', { name: 'referral' })).toHaveAttribute('aria-current', 'page');
  });

  it('fetches the lint results and graph again when a journey file changes', async () => {
    let lint: unknown = brokenLint;
    const { journeysChanged } = renderStudio(
      '/studio?journey=referral',
      answers(() => lint),
    );
    const region = await screen.findByRole('region', { name: 'Lint results' });
    await within(region).findByText(/JOURNEY_UNKNOWN_TARGET/);
    lint = { journeys: 1, problems: [], errors: 0, warnings: 0 };
    journeysChanged();
    expect(await within(region).findByText('No problems.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: DESCRIPTION })).toHaveAttribute(
      'src',
      '/__studio/graph/referral.svg?v=1',
    );
  });

  it('previews a step with the real runtime for a persona: validation messages show, Continue says where it would go', async () => {
    const user = userEvent.setup();
    const { asked } = renderStudio('/studio?journey=referral&persona=alex', answers());
    const preview = await screen.findByRole('region', { name: 'Preview of step consent' }, { timeout: 5000 });
    expect(await within(preview).findByRole('radio', { name: 'Myself' })).toBeInTheDocument();
    expect(asked).toContain('GET /__studio/context?persona=alex&journey=referral');

    await user.click(within(preview).getByRole('button', { name: 'Continue' }));
    expect(
      await within(preview).findByRole('link', { name: 'Select who the financial advice is for' }),
    ).toBeInTheDocument();

    await user.click(within(preview).getByRole('radio', { name: 'Myself' }));
    await user.click(within(preview).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Continue would go to reasons (/enquiryreason).')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Step' })).toHaveValue('consent');
  });

  it('shows why a step\'s effect could not run in the sandbox, and the journey\'s way of failing, instead of "Loading…" for ever', async () => {
    renderStudio('/studio?journey=referral&persona=alex&step=reasons', answers());
    const preview = await screen.findByRole('region', { name: 'Preview of step reasons' }, { timeout: 5000 });
    // The fake studio server has no /__studio/effect: it answers 404 with its reason.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The preview is not available: referral.loadReasons: no fake for /__studio/effect',
    );
    expect(
      await screen.findByText('Continue would go to @errorPage:reasonsUnavailable (/repairJourneyErrorPage).'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(preview).queryByText('Loading…')).not.toBeInTheDocument());
  });

  it('switches record mode on: a recording region with a heading and the download button, without axe violations', async () => {
    const user = userEvent.setup();
    const { store, container } = renderStudio('/studio', answers());
    await user.click(screen.getByRole('checkbox', { name: 'Record this journey' }));
    expect(store.isOn()).toBe(true);
    expect(sessionStorage.getItem('portal.studio.record')).toBe('1');
    const bar = screen.getByRole('region', { name: 'Recording' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Recording: 0 steps of no journey yet');
    // Nothing recorded yet: nothing to download.
    expect(within(bar).getByRole('button', { name: 'Download fixture' })).toBeDisabled();
    await waitFor(() => expect(within(bar).getByRole('combobox', { name: 'Demo resident' })).toHaveValue('alex'));
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);

    await user.click(within(bar).getByRole('button', { name: 'Stop recording' }));
    expect(store.isOn()).toBe(false);
    expect(screen.queryByRole('region', { name: 'Recording' })).not.toBeInTheDocument();
  });

  it('previews a situation the analyst sets: names checked, the path listed, results used and failures applied', async () => {
    const user = userEvent.setup();
    const { asked, container } = renderStudio('/studio?journey=referral&persona=alex', answers());
    const form = await screen.findByRole('form', { name: 'Preview a situation' }, { timeout: 5000 });
    const answersBox = within(form).getByRole('textbox', { name: 'Answers (JSON)' });
    await user.click(answersBox);
    await user.paste('{"referalFor": "Myself"}');
    await user.click(within(form).getByRole('button', { name: 'Preview this situation' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The journey has no field "referalFor". Did you mean "referralFor"?' }),
    ).toHaveAttribute('href', '#studio-state-answers');
    expect(answersBox).toHaveAccessibleDescription(
      expect.stringContaining('Error: The journey has no field "referalFor".'),
    );
    const scan = await axe.run(form, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(scan.violations.map((v) => v.id)).toEqual([]);

    await user.clear(answersBox);
    await user.paste('{"referralFor": "Myself"}');
    await user.click(within(form).getByRole('textbox', { name: 'Effect results (JSON)' }));
    await user.paste('{"referralReasons": [{"id": "1", "text": "Debt"}, {"id": "2", "text": "Benefits"}]}');
    await user.click(within(form).getByRole('button', { name: 'Preview this situation' }));
    const path = await screen.findByRole('region', { name: 'The path in this situation' });
    expect(
      within(path)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'consent (/enquiryconsent)',
      'reasons (/enquiryreason)Error: Select at least one thing you need help with Financial_FI008a',
      'Error: Select at least one thing you need help with Financial_FI008a',
    ]);
    expect(within(path).getByRole('status')).toHaveTextContent(
      'The path stops at reasons: its answers are missing or wrong, so Continue stays there.',
    );

    // The path's steps are the preview's: the reasons come from the results given, not from the sandbox.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Step' }), 'reasons');
    const preview = await screen.findByRole('region', { name: 'Preview of step reasons' });
    expect(await within(preview).findByRole('checkbox', { name: 'Debt' })).toBeInTheDocument();
    expect(asked.filter((call) => call.includes('/__studio/effect'))).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Effect results (JSON)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Effects that fail' }), 'referral.loadReasons');
    await user.click(within(form).getByRole('button', { name: 'Preview this situation' }));
    expect(
      await screen.findByText('Continue would go to @errorPage:reasonsUnavailable (/repairJourneyErrorPage).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The preview is not available/)).not.toBeInTheDocument();
    expect(asked.filter((call) => call.includes('/__studio/effect'))).toEqual([]);
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });

  it('asks the sandbox for the context and effects at the date and time the analyst sets', async () => {
    const user = userEvent.setup();
    const { asked } = renderStudio('/studio?journey=referral&persona=alex', answers());
    const form = await screen.findByRole('form', { name: 'Preview a situation' }, { timeout: 5000 });
    await user.type(within(form).getByRole('textbox', { name: 'Date and time' }), '2026-11-23T19:30:00Z');
    await user.click(within(form).getByRole('button', { name: 'Preview this situation' }));
    await waitFor(() =>
      expect(asked).toContain('GET /__studio/context?persona=alex&journey=referral&clock=2026-11-23T19%3A30%3A00.000Z'),
    );
  });

  it('hides the arrows to error pages in the graph when asked, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { asked, router } = renderStudio('/studio?journey=referral', answers());
    const graph = await screen.findByRole('region', { name: 'Graph' });
    await within(graph).findByRole('img');
    await user.click(within(graph).getByRole('checkbox', { name: 'Hide the arrows to error pages' }));
    await waitFor(() => expect(asked).toContain('GET /__studio/graph/referral.json?errors=hidden'));
    expect(await within(graph).findByRole('img')).toHaveAttribute(
      'src',
      '/__studio/graph/referral.svg?v=0&errors=hidden',
    );
    expect(router.state.location.search).toBe('?journey=referral&errors=hidden');
  });
});
