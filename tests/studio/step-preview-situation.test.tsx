// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSituationFinder, type StudioSituation } from '../../tools/studio-server/studio-situation';
import { renderStudio } from './support/render-studio';

const root = join(import.meta.dirname, '..', '..');
const journeyDocument = (id: string): unknown => JSON.parse(readFileSync(join(root, 'journeys', `${id}.json`), 'utf8'));
const PERSONAS = [
  {
    key: 'alex',
    name: 'Alex Morgan',
    email: 'alex.single@example.org',
    customerId: 'c0000000-0000-4000-8000-00000000a1e0',
  },
  {
    key: 'ada',
    name: 'Ada Eze',
    email: 'ada.newbuild@example.org',
    customerId: 'c0000000-0000-4000-8000-00000000ada0',
  },
];

/** The studio server with real journeys and the situations the real finder gives from the real fixtures. */
function server(journeyId: string, situation: StudioSituation) {
  return {
    [`/__studio/journeys/${journeyId}.json`]: () => journeyDocument(journeyId),
    '/__studio/journeys/damp-mould.json': () => journeyDocument('damp-mould'),
    [`/__studio/lint?journey=${journeyId}`]: () => ({ journeys: 1, problems: [], errors: 0, warnings: 0 }),
    [`/__studio/graph/${journeyId}.json`]: () => ({
      id: journeyId,
      title: journeyId,
      description: 'A graph.',
      mermaid: 'flowchart TD',
    }),
    '/__studio/context?persona=': () => ({ persona: situation.persona, context: situation.context }),
    '/__studio/situation?': () => situation,
    '/__studio/personas': () => PERSONAS,
    '/__studio/effect': () => ({
      ok: true,
      result: { serviceRequestIdentifier: 'sr-1' },
      sent: [
        { method: 'POST', path: '/customer/c1/servicerequest', body: { additionalDetails: 'Help with my budget' } },
      ],
    }),
  };
}

const finder = createSituationFinder(root);
const situations: Record<string, StudioSituation> = {};
beforeAll(async () => {
  for (const [journey, step] of [
    ['referral', 'contact'],
    ['damp-mould', 'dmc-page'],
    ['repair', 'dmc-confirm'],
    ['case', 'question'],
    ['referral', 'review'],
  ] as const) {
    const found = await finder.find(journey, step, 'alex');
    if (!found) throw new Error(`no fixture reaches ${journey} ${step}`);
    situations[`${journey} ${step}`] = found;
  }
}, 60_000);

describe('the step preview draws a step off its path from a fixture walk that reaches it', () => {
  it('reads the step number the portal reads, with the situation filled in for the analyst', async () => {
    const situation = situations['referral contact']!;
    const { asked } = renderStudio('/studio?journey=referral&step=contact', server('referral', situation), [
      'referral',
    ]);
    expect(
      await screen.findByText(
        new RegExp(`contact is shown as alex meets it in ${situation.fixture}`),
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(asked).toContain('GET /__studio/situation?journey=referral&step=contact&persona=alex');
    const preview = screen.getByRole('region', { name: 'Preview of step contact' });
    expect(await within(preview).findByText('Step 4 of about 5')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Preview a situation' });
    expect(within(form).getByRole('textbox', { name: /Answers/ })).toHaveValue(
      JSON.stringify(situation.answers, null, 2),
    );
    expect(within(form).getByRole('textbox', { name: /Effect results/ })).toHaveValue(
      JSON.stringify(situation.effects, null, 2),
    );
  });

  it('shows no step number of its own while the walk is sought, only the note that it is', async () => {
    const situation = situations['referral contact']!;
    let answer: (found: StudioSituation) => void = () => undefined;
    const pending = new Promise<StudioSituation>((resolve) => (answer = resolve));
    renderStudio(
      '/studio?journey=referral&step=contact',
      { ...server('referral', situation), '/__studio/situation?': () => pending },
      ['referral'],
    );
    expect(await screen.findByText('Finding a fixture walk that reaches contact…')).toBeInTheDocument();
    // Drawn on its own it would read "Step 1 of about 5": it is hidden from the analyst until the walk is found.
    expect(screen.queryByRole('region', { name: 'Preview of step contact' })).not.toBeInTheDocument();
    answer(situation);
    const preview = await screen.findByRole('region', { name: 'Preview of step contact' });
    expect(await within(preview).findByText('Step 4 of about 5')).toBeInTheDocument();
  });

  it('previews the damp and mould assessment on its own, its questions from the walk of the repair that asked them', async () => {
    const situation = situations['damp-mould dmc-page']!;
    expect(situation.fixture).toMatch(/^tests\/fixtures\/repair\//);
    expect(Object.keys(situation.effects).sort()).toEqual(['dampMouldQuestions', 'draft']);
    renderStudio('/studio?journey=damp-mould&step=dmc-page', server('damp-mould', situation), ['damp-mould']);
    await screen.findByText(/dmc-page\/1 is shown as alex meets it in/, {}, { timeout: 5000 });
    const preview = screen.getByRole('region', { name: 'Preview of step dmc-page/1' });
    const questions = (
      situation.effects.dampMouldQuestions as { questions: Array<{ pageGroupId: number; label: string }> }
    ).questions;
    const first = questions.find((question) => question.pageGroupId === 1)!;
    expect(await within(preview).findByText(first.label)).toBeInTheDocument();
  });

  it('inside the repair, shows the assessment page Continue on the damp and mould question goes to', async () => {
    const user = userEvent.setup();
    renderStudio('/studio?journey=repair&step=dmc-confirm', server('repair', situations['repair dmc-confirm']!), [
      'repair',
    ]);
    await screen.findByText(/dmc-confirm is shown as alex meets it in/, {}, { timeout: 5000 });
    const preview = screen.getByRole('region', { name: 'Preview of step dmc-confirm' });
    await user.click(await within(preview).findByRole('radio', { name: 'Yes' }, { timeout: 5000 }));
    await user.click(within(preview).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Show step dmc-page/1' }));
    const page = await screen.findByRole('region', { name: 'Preview of step dmc-page/1' });
    expect(await within(page).findByRole('heading', { level: 1 })).toHaveTextContent(/1/);
    expect(screen.getByRole('combobox', { name: 'Step' })).toHaveValue('dmc-page/1');
  });

  it("offers every page the gateway's questions generate, each drawn from a walk that reaches it", async () => {
    const situation = situations['case question']!;
    const user = userEvent.setup();
    const { asked } = renderStudio('/studio?journey=case&step=question', server('case', situation), ['case']);
    await screen.findByText(/question\/1 is shown as alex meets it in/, {}, { timeout: 5000 });
    const questions = (situation.effects.caseType as { questions: unknown[] }).questions;
    const chooser = screen.getByRole('combobox', { name: 'Step' });
    const pages = within(chooser)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((id) => id?.startsWith('question/'));
    expect(pages).toHaveLength(questions.length);
    await user.selectOptions(chooser, pages[1]!);
    expect(asked).toContain(`GET /__studio/situation?journey=case&step=${encodeURIComponent(pages[1]!)}&persona=alex`);
  });

  it("shows what the step's Continue sent to the gateway, the request body with the answers in it", async () => {
    const user = userEvent.setup();
    renderStudio('/studio?journey=referral&step=review', server('referral', situations['referral review']!), [
      'referral',
    ]);
    await screen.findByText(/review is shown as alex meets it in/, {}, { timeout: 5000 });
    await user.click(
      within(screen.getByRole('region', { name: 'Preview of step review' })).getByRole('button', {
        name: /Continue|Submit|Send/,
      }),
    );
    const sent = await screen.findByRole('region', { name: 'What the step sent to the gateway' });
    expect(within(sent).getByText('referral.submit: POST /customer/c1/servicerequest')).toBeInTheDocument();
    expect(within(sent).getByText(/Help with my budget/)).toBeInTheDocument();
  });

  it('offers every demo resident the sandbox seeds', async () => {
    renderStudio('/studio?journey=referral&step=contact', server('referral', situations['referral contact']!), [
      'referral',
    ]);
    const chooser = await screen.findByRole('combobox', { name: 'Demo resident' });
    expect(await within(chooser).findByRole('option', { name: 'ada (Ada Eze)' })).toBeInTheDocument();
  });
});
