// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../../src/gateway';
import type { StatementSummary } from '../../../src/gateway/customer-documents';
import { customer, fakeAuth, fakeGateway, renderPortal, session } from '../../app/support/fakes';
import '../../support/dialog-polyfill';

// /viewstatement as a resident uses it (portal.md §2 Statements, §4 Statement download, §8, §9): today is
// 15 May 2026, so the months offered are April 2026 back to May 2024, or from the tenancy's start.

const account = (id: string, type: string, payRef: string, tenancyId = 'T1'): Account => ({
  'account-type': type,
  'account-identifier': id,
  identifiers: { 'pay-ref': payRef },
  'tenancy-identifier': tenancyId,
  'tenancy-type': 'Social',
  balance: [{ 'balance-type': 'live balanced', 'monetary-amount': { value: 0 } }],
});

const statement = (
  id: string,
  yearMonth: string,
  accountIdentifier = 'A1',
  accountReference = '40012301',
): StatementSummary => ({
  id,
  yearMonth,
  accountIdentifier,
  accountReference,
  fileName: `statement-${accountReference}-${yearMonth}.pdf`,
});

interface Options {
  toggles?: Record<string, boolean>;
  send?: Error;
  accounts?: Account[];
  statements?: StatementSummary[] | Error;
  document?: Error;
  start?: string;
}

function renderStatements(options: Options & { path?: string } = {}) {
  const gateway = Object.assign(
    fakeGateway({
      toggles: options.toggles ?? { IsViewStatement: true },
      customer: customer({ tenancies: [{ id: 'T1', premisesId: 'P1', start: options.start ?? '2015-03-09' }] }),
    }),
    {
      getAccounts: vi.fn(
        async () => options.accounts ?? [account('A1', 'REN', '40012301'), account('A2', 'DEP', '40012391')],
      ),
      getStatements: vi.fn(async () => {
        if (options.statements instanceof Error) throw options.statements;
        return (
          options.statements ?? [
            statement('S4', '2026-04'),
            statement('S3', '2026-03'),
            statement('D3', '2026-03', 'A2', '40012391'),
          ]
        );
      }),
      sendCommunication: vi.fn(async () => {
        if (options.send) throw options.send;
        return { id: 'M1' };
      }),
      getCustomerDocument: vi.fn(async (_customerId: string, documentId: string) => {
        if (options.document) throw options.document;
        return {
          id: documentId,
          documentType: 'STATEMENT',
          bytes: new Uint8Array(11 * 1024),
          contentType: 'application/pdf',
          fileName: `statement-${documentId}.pdf`,
          metadata: [],
        };
      }),
    },
  );
  const rendered = renderPortal(options.path ?? '/viewstatement', { auth: fakeAuth(session('C1')), gateway });
  return { gateway, ...rendered };
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations).toEqual([]);
}

const monthChoice = () => screen.findByRole('combobox', { name: 'Statement month' });

let tab: { location: { href: string }; close: ReturnType<typeof vi.fn> };
beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-15T10:00:00Z'));
  tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:statement-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the statements page', () => {
  it('offers the last 24 months in words, newest first, and asks for exactly those months', async () => {
    const { gateway } = renderStatements();
    const months = within(await monthChoice())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months).toHaveLength(24);
    expect(months.slice(0, 2)).toEqual(['April 2026', 'March 2026']);
    expect(months.at(-1)).toBe('May 2024');
    expect(gateway.getStatements).toHaveBeenCalledWith('C1', { yearMonthFrom: '2024-05', yearMonthTo: '2026-04' });
    await expectNoAxeViolations();
  });

  it('keeps the month chosen in the address, so a reload or Back keeps it', async () => {
    const { router } = renderStatements();
    await userEvent.selectOptions(await monthChoice(), 'March 2026');
    expect(router.state.location.search).toBe('?month=2026-03');
  });

  it('opens on the month the address names', async () => {
    renderStatements({ path: '/viewstatement?month=2026-03' });
    expect(await monthChoice()).toHaveDisplayValue('March 2026');
  });

  it('opens on the newest month when the address names one outside the window (an old bookmark)', async () => {
    renderStatements({ path: '/viewstatement?month=2019-01' });
    expect(await monthChoice()).toHaveDisplayValue('April 2026');
  });

  it('starts the months at a tenancy that began part-way through a month', async () => {
    renderStatements({ start: '2026-02-17' });
    expect(
      within(await monthChoice())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['April 2026', 'March 2026', 'February 2026']);
  });

  it('opens the chosen statement in a new tab and offers it as a download with its size', async () => {
    const { gateway } = renderStatements();
    await userEvent.selectOptions(await monthChoice(), 'March 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }));
    const link = await screen.findByRole('link', { name: 'Download the statement for March 2026 (PDF, 11 KB)' });
    expect(link).toHaveAttribute('href', 'blob:statement-1');
    expect(link).toHaveAttribute('download', 'statement-S3.pdf');
    expect(gateway.getCustomerDocument).toHaveBeenCalledWith('C1', 'S3');
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:statement-1');
    expect(screen.getByRole('status')).toHaveTextContent('Your statement for March 2026 has opened in a new tab.');
    await expectNoAxeViolations();
  });

  it('says when the browser opened no tab, and the link is the way to the statement', async () => {
    renderStatements();
    vi.mocked(window.open).mockImplementation(() => null);
    await userEvent.click(await screen.findByRole('button', { name: 'Download statement' }));
    expect(await screen.findByRole('link', { name: /^Download the statement for April 2026/ })).toBeInTheDocument();
    expect(screen.getByText(/Your browser did not open a new tab/)).toBeInTheDocument();
  });

  it('says there is no statement for a month without one (VS_No_Statement_Found), and fetches nothing', async () => {
    const { gateway } = renderStatements();
    await userEvent.selectOptions(await monthChoice(), 'January 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no statement for January 2026.');
    expect(gateway.getCustomerDocument).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
  });

  it('says the statement cannot be fetched (VS_Failure_To_Retrieve_Statement) and closes the empty tab', async () => {
    renderStatements({ document: new Error('down') });
    await userEvent.click(await screen.findByRole('button', { name: 'Download statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we cannot get that statement at the moment.');
    expect(tab.close).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("shows another account's statements from the account selector, and an account without any says so (VS_No_Statement_Exit)", async () => {
    renderStatements({ statements: [statement('S4', '2026-04')] });
    await monthChoice();
    const choice = screen.getByRole('combobox', { name: 'Account' });
    await userEvent.selectOptions(choice, 'Deposit account (40012391)');
    expect(await screen.findByText(/There are no monthly statements to download for this account/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Statement month' })).not.toBeInTheDocument();
  });

  it('has nothing to offer a tenancy that began this month', async () => {
    const { gateway } = renderStatements({ start: '2026-05-02' });
    expect(await screen.findByText(/There are no monthly statements to download for this account/)).toBeInTheDocument();
    expect(gateway.getStatements).not.toHaveBeenCalled();
  });

  it('says statements are unavailable when the list cannot be read (No_Statement_Exit), with the phone and the way home', async () => {
    renderStatements({ statements: new Error('down') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot show your statements at the moment.');
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows no statements when IsViewStatement is off', async () => {
    const { gateway } = renderStatements({ toggles: { IsViewStatement: false } });
    expect(
      await screen.findByText('Sorry, we cannot show your statements at the moment. Try again later, or call us.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toBeInTheDocument();
    expect(gateway.getStatements).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'Statement month' })).not.toBeInTheDocument();
  });
});

describe('requesting a custom statement', () => {
  const withRequest = { IsViewStatement: true, IsRequestCustomStatement: true };
  const dialog = () => screen.findByRole('dialog', { name: 'Request a custom statement' });
  const openRequest = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Request a custom statement' }));
    return dialog();
  };
  const typeDate = async (popup: HTMLElement, legend: 'From' | 'To', day: string, month: string, year: string) => {
    const group = within(popup).getByRole('group', { name: legend });
    await userEvent.type(within(group).getByRole('textbox', { name: 'Day' }), day);
    await userEvent.type(within(group).getByRole('textbox', { name: 'Month' }), month);
    await userEvent.type(within(group).getByRole('textbox', { name: 'Year' }), year);
  };

  it('is not offered while IsRequestCustomStatement is off', async () => {
    renderStatements();
    await monthChoice();
    expect(screen.queryByRole('button', { name: 'Request a custom statement' })).not.toBeInTheDocument();
  });

  it('is shown but cannot be used while its flag is set: a keyboard reaches it and hears why (issue 26)', async () => {
    renderStatements({ toggles: { ...withRequest, IsRequestStatementDisabled: true } });
    const button = await screen.findByRole('button', { name: 'Request a custom statement' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not natively disabled: it stays in the tab order, its reason its description.
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(
      'You cannot request a custom statement online at the moment. Call us to ask for one.',
    );
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('puts focus on the pop-up’s heading when it opens, so the next Tab is its first field (issue 26)', async () => {
    renderStatements({ toggles: withRequest });
    const popup = await openRequest();
    expect(within(popup).getByRole('heading', { name: 'Request a custom statement' })).toHaveFocus();
    await userEvent.tab();
    expect(within(popup).getByRole('combobox', { name: 'Account type' })).toHaveFocus();
  });

  it('says what is missing (SSC009), then what is wrong with each answer, in a summary and beside each field', async () => {
    const { gateway } = renderStatements({ toggles: withRequest });
    const popup = await openRequest();
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    const summary = within(popup).getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter the from date', 'Enter the to date', 'Enter where to send the statement']);
    await typeDate(popup, 'From', '1', '3', '2015');
    await typeDate(popup, 'To', '16', '5', '2026');
    await userEvent.click(within(popup).getByRole('radio', { name: 'To another e-mail address' }));
    await userEvent.type(within(popup).getByRole('textbox', { name: 'E-mail address' }), 'bad-@example.org');
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    expect(
      within(within(popup).getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'The from date must be the day your tenancy started, 9 March 2015, or later',
      'The to date must be today or in the past',
      'Enter an e-mail address in the correct format, like name@example.com',
    ]);
    expect(gateway.sendCommunication).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('sends the request of §3, says so for 5 seconds, and keeps it listed on the page', async () => {
    const { gateway } = renderStatements({ toggles: withRequest });
    const popup = await openRequest();
    await typeDate(popup, 'From', '1', '4', '2026');
    await typeDate(popup, 'To', '30', '4', '2026');
    await userEvent.click(within(popup).getByRole('radio', { name: 'To another e-mail address' }));
    await userEvent.type(within(popup).getByRole('textbox', { name: 'E-mail address' }), 'ada@example.org');
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    const sent =
      'We have your request for a statement from 1 April 2026 to 30 April 2026. We will e-mail it to ada@example.org.';
    await waitFor(() => expect(screen.getAllByRole('status').some((region) => region.textContent === sent)).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gateway.sendCommunication).toHaveBeenCalledWith(
      'C1',
      expect.objectContaining({
        communicationType: 'Email',
        content: [
          { identifier: 'payment_ref', value: '40012301' },
          { identifier: 'customer_name', value: 'Ms Ada Lovelace' },
          { identifier: 'statement_startdate', value: '01/04/2026' },
          { identifier: 'statement_enddate', value: '30/04/2026' },
          { identifier: 'customer_email', value: 'ada@example.org' },
        ],
      }),
      'new-tracking-id',
    );
    const record = screen.getByRole('region', { name: 'Statement requests you made today' });
    expect(within(record).getByRole('listitem')).toHaveTextContent(sent);
    await expectNoAxeViolations();
    // The message goes after 5 seconds; the list keeps it.
    await waitFor(
      () => expect(screen.getAllByRole('status').some((region) => region.textContent === sent)).toBe(false),
      { timeout: 6000 },
    );
    expect(within(record).getByRole('listitem')).toHaveTextContent(sent);
  }, 10_000);

  it('says the request was not sent when the gateway fails, and keeps that too', async () => {
    renderStatements({ toggles: withRequest, send: new Error('down') });
    const popup = await openRequest();
    await typeDate(popup, 'From', '1', '4', '2026');
    await typeDate(popup, 'To', '30', '4', '2026');
    await userEvent.click(within(popup).getByRole('radio', { name: 'To another e-mail address' }));
    await userEvent.type(within(popup).getByRole('textbox', { name: 'E-mail address' }), 'ada@example.org');
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    const record = await screen.findByRole('region', { name: 'Statement requests you made today' });
    expect(record).toHaveTextContent(
      'Sorry, we could not send your request for a statement from 1 April 2026 to 30 April 2026.',
    );
  });

  it('starts again with every field empty after Cancel', async () => {
    renderStatements({ toggles: withRequest });
    let popup = await openRequest();
    await typeDate(popup, 'From', '1', '4', '2026');
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    popup = await openRequest();
    expect(
      within(within(popup).getByRole('group', { name: 'From' })).getByRole('textbox', { name: 'Day' }),
    ).toHaveValue('');
  });
});
