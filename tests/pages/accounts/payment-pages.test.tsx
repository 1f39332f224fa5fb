// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { GatewayHttpError, type AccountView, type PaymentAttempt } from '../../../src/gateway';
import { OUTCOME_RETRY_DELAYS_MS } from '../../../src/pages/accounts/payment/use-payment-outcome';
import { fakeAuth, fakeGateway, renderPortal, session } from '../../app/support/fakes';

// Card payment as a resident goes through it (portal.md §2 Payment, §5 "Payment amount"; decision 0037): the amount,
// the card payment page in its frame, and the result the gateway confirms.

const rent: AccountView = {
  AccountNumber: '4001230101',
  Payref: '40012301',
  AccountType: 'REN',
  DisplayNumber: ['4001230101'],
  LiveBalance: 250.5,
  LiveBalanceType: 'in arrears',
};

const attempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  attemptId: 'P1',
  accountId: 'A1',
  paymentReference: '40012301',
  amount: '250.50',
  status: 'created',
  createdAt: '2026-11-27T10:00:00Z',
  ...overrides,
});

const paid = attempt({
  status: 'succeeded',
  outcome: 'succeeded',
  resultCode: 0,
  finishedAt: '2026-11-27T14:02:00Z',
  transactionReference: 'T1234ABCD',
  cardLast4: '1111',
});

function renderPayment(
  path: string,
  calls: Partial<
    Record<
      'getAccountView' | 'createPaymentAttempt' | 'getPaymentToken' | 'getPaymentAttempt' | 'getCommunications',
      ReturnType<typeof vi.fn>
    >
  > = {},
) {
  // Messages in the menu, so the header's unread count is drawn.
  const gateway = Object.assign(fakeGateway({ toggles: { IsMyMessagesRequired: true } }), {
    getAccountView: calls.getAccountView ?? vi.fn(async () => rent),
    createPaymentAttempt: calls.createPaymentAttempt ?? vi.fn(async () => attempt()),
    getPaymentToken: calls.getPaymentToken ?? vi.fn(async () => ({ 'bearer-token': 'tok-1', 'client-code': 'HA01' })),
    getPaymentAttempt: calls.getPaymentAttempt ?? vi.fn(async () => attempt()),
    ...(calls.getCommunications ? { getCommunications: calls.getCommunications } : {}),
  });
  let n = 0;
  const rendered = renderPortal(path, { auth: fakeAuth(session('C1')), gateway, newId: () => `key-${++n}` });
  return { gateway, ...rendered };
}

async function expectNoAxeViolations() {
  // The frame's own page is the payment provider's: the browser tests scan it (e2e/payment.spec.ts).
  const results = await axe.run(document.body, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations).toEqual([]);
}

describe('the amount page (/paymentDetails)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the account and its reference, and pays the outstanding balance with one attempt however often Continue is pressed', async () => {
    const create = vi.fn(async () => attempt());
    const { router } = renderPayment('/paymentDetails?account=A1', { createPaymentAttempt: create });
    expect(await screen.findByRole('heading', { level: 1, name: 'Make a payment' })).toBeInTheDocument();
    const terms = (await screen.findAllByRole('term')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Account', 'Rent account'],
      ['Payment reference', '40012301'],
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'The outstanding balance: £250.50' }));
    await expectNoAxeViolations();
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/allPayGateway'));
    expect(router.state.location.search).toBe('?attempt=P1');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('A1', { amount: '250.50', paymentReference: '40012301' }, 'key-1');
  });

  it('says SSC008 and disables Continue for an amount outside £1 to £5,000, and ignores what is not a number', async () => {
    const create = vi.fn(async () => attempt({ amount: '12.30' }));
    renderPayment('/paymentDetails?account=A1', { createPaymentAttempt: create });
    await userEvent.click(await screen.findByRole('radio', { name: 'Another amount' }));
    const box = screen.getByRole('textbox', { name: 'Amount in pounds' });
    await userEvent.type(box, '£5000.01');
    expect(box).toHaveValue('5000.01');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Enter an amount from £1.00 to £5,000.00'));
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount from £1.00 to £5,000.00');
    await expectNoAxeViolations();
    await userEvent.clear(box);
    await userEvent.type(box, '12.3x');
    expect(box).toHaveValue('12.3');
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('A1', { amount: '12.30', paymentReference: '40012301' }, 'key-1'),
    );
  });

  it('offers no outstanding balance when the account is in credit', async () => {
    renderPayment('/paymentDetails?account=A1', {
      getAccountView: vi.fn(async () => ({ ...rent, LiveBalance: -20, LiveBalanceType: 'in credit' })),
    });
    expect(await screen.findByRole('textbox', { name: 'Amount in pounds' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks before paying the same amount again within 24 hours, and pays only when the resident says yes', async () => {
    // Midday in London: five minutes earlier is still "today" (run just after midnight, it was yesterday's payment).
    // Only Date is faked, so the page's timers and the user events run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const now = new Date();
    const earlier = new Date(now.getTime() - 5 * 60_000).toISOString();
    const create = vi.fn(async () => attempt());
    renderPayment('/paymentDetails?account=A1', {
      getAccountView: vi.fn(async () => ({
        ...rent,
        pendingPayments: [{ attemptId: 'P0', amount: 250.5, paidAt: earlier, transactionReference: 'T0' }],
      })),
      createPaymentAttempt: create,
    });
    // The balance is paid, on its way: only another amount is offered, and the same amount again is asked about.
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount in pounds' }), '250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: /^You paid £250\.50 at \d\d:\d\d today — pay again\?$/ }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'No, do not pay again' })).toHaveAttribute(
      'href',
      '/viewaccount?account=A1',
    );
    expect(create).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, pay £250.50 again' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  });

  it('offers the balance net of the card payments on their way, and says so, so a resident never pays twice (issue 26)', async () => {
    const paidAt = new Date(Date.now() - 60 * 60_000).toISOString();
    renderPayment('/paymentDetails?account=A1', {
      getAccountView: vi.fn(async () => ({
        ...rent,
        pendingPayments: [{ attemptId: 'P0', amount: 50, paidAt, transactionReference: 'T0' }],
      })),
    });
    expect(await screen.findByRole('radio', { name: 'The outstanding balance: £200.50' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /£250\.50/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Once they are, your balance will be \(£200\.50\) in arrears\./)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('offers no outstanding balance once the payments on their way cover it', async () => {
    const paidAt = new Date(Date.now() - 60 * 60_000).toISOString();
    renderPayment('/paymentDetails?account=A1', {
      getAccountView: vi.fn(async () => ({
        ...rent,
        pendingPayments: [{ attemptId: 'P0', amount: 250.5, paidAt, transactionReference: 'T0' }],
      })),
    });
    expect(await screen.findByRole('textbox', { name: 'Amount in pounds' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/Once they are, your balance will be £0\.00\./)).toBeInTheDocument();
  });

  it('has no payment form for a deposit account', async () => {
    renderPayment('/paymentDetails?account=A2', {
      getAccountView: vi.fn(async () => ({ ...rent, AccountType: 'DEP' })),
    });
    expect(await screen.findByText('This account cannot be paid online. Call us to pay into it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('the card payment page (/allPayGateway)', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  });
  afterEach(() => submit.mockRestore());

  it('posts the token and the payment into the frame named allpay, once', async () => {
    renderPayment('/allPayGateway?attempt=P1');
    const frame = await screen.findByTitle('Card payment');
    expect(frame).toHaveAttribute('name', 'allpay');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('http://pay.test');
    expect(form.getAttribute('target')).toBe('allpay');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      'bearer-token': 'tok-1',
      'client-code': 'HA01',
      customerReference: '40012301',
      amount: '250.50',
      paymentReason: 'Rent',
    });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/paymentDetails?account=A1');
    await expectNoAxeViolations();
  });

  it("ignores a message from any other origin or window, and goes to the result on the payment page's own", async () => {
    const { router } = renderPayment('/allPayGateway?attempt=P1');
    const frame = (await screen.findByTitle('Card payment')) as HTMLIFrameElement;
    const finished = { type: 'payment-finished', attemptId: 'P1' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: finished, origin: 'http://evil.test', source: frame.contentWindow }),
      );
      window.dispatchEvent(new MessageEvent('message', { data: finished, origin: 'http://pay.test', source: window }));
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { ...finished, attemptId: 'P9' },
          origin: 'http://pay.test',
          source: frame.contentWindow,
        }),
      );
    });
    expect(router.state.location.pathname).toBe('/allPayGateway');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: finished, origin: 'http://pay.test', source: frame.contentWindow }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/allPayGatewayConformation'));
  });

  it('shows the result, never a second card form, for an attempt already started', async () => {
    const { router } = renderPayment('/allPayGateway?attempt=P1', { getPaymentAttempt: vi.fn(async () => paid) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/allPayGatewayConformation'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('says payment_Message_Api_Failure with the phone number and the way home when the token cannot be had', async () => {
    const failure = new GatewayHttpError({
      status: 500,
      title: 'Server error',
      errors: [],
      correlationId: 'c',
      method: 'GET',
      path: '/user/C1/token',
    });
    renderPayment('/allPayGateway?attempt=P1', { getPaymentToken: vi.fn(async () => Promise.reject(failure)) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we cannot take card payments at the moment. No money has been taken.');
    expect(alert).toHaveTextContent('0300 123 3456');
    expect(within(alert).getByRole('link', { name: 'Return to home' })).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('the result page (/allPayGatewayConformation)', () => {
  it('shows success and a receipt only when the gateway confirms the payment', async () => {
    renderPayment('/allPayGatewayConformation?attempt=P1', { getPaymentAttempt: vi.fn(async () => paid) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Your receipt' });
    // The account's name comes with the account view, which may arrive after the attempt.
    await within(receipt).findByText('Rent account');
    const terms = within(receipt)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Payment confirmation number', 'T1234ABCD'],
      ['Amount paid', '£250.50'],
      ['Date and time', '27 November 2026 at 14:02'],
      ['Account', 'Rent account'],
      ['Account payment reference', '40012301'],
      ['Card', 'Ending 1111'],
    ]);
    expect(screen.getByRole('button', { name: 'Print your receipt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/viewaccount?account=A1');
    expect(document.title).toMatch(/^Payment successful/);
    await expectNoAxeViolations();
  });

  it("counts the receipt just sent in the header's unread messages at once", async () => {
    const unread = vi.fn().mockResolvedValueOnce({ 'total-unread': 1 }).mockResolvedValue({ 'total-unread': 2 });
    renderPayment('/allPayGatewayConformation?attempt=P1', {
      getPaymentAttempt: vi.fn(async () => paid),
      getCommunications: unread,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Messages\s*2 unread$/ })).toBeInTheDocument();
  });

  it('shows Fail_Message with what happened and Try again for a declined card', async () => {
    renderPayment('/allPayGatewayConformation?attempt=P1', {
      getPaymentAttempt: vi.fn(async () =>
        attempt({ status: 'failed', outcome: 'declined', resultCode: 5, finishedAt: '2026-11-27T14:02:00Z' }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('No money has been taken from your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/paymentDetails?account=A1');
    await expectNoAxeViolations();
  });

  it('says "do not pay again" when the outcome cannot be confirmed, asking a few times first, and checks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const failure = new GatewayHttpError({
        status: 500,
        title: 'Server error',
        errors: [],
        correlationId: 'c',
        method: 'GET',
        path: '/payment-attempts/P1',
      });
      const read = vi.fn(async (): Promise<PaymentAttempt> => Promise.reject(failure));
      renderPayment('/allPayGatewayConformation?attempt=P1', { getPaymentAttempt: read });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(7000);
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: "We're checking your payment — do not pay again" }),
      ).toBeInTheDocument();
      expect(read).toHaveBeenCalledTimes(OUTCOME_RETRY_DELAYS_MS.length);
      expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
      expect(document.body).toHaveTextContent('0300 123 3456');
      read.mockImplementation(async () => paid);
      await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
