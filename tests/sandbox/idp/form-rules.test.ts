import { describe, expect, test } from 'vitest';
import { html, escapeHtml } from '../../../sandbox/idp/html';
import { refreshTokenTtl } from '../../../sandbox/idp/refresh-token-lifetime';
import { validateDateOfBirth, validateRegistration } from '../../../sandbox/idp/validate-forms';

const today = new Date('2026-11-21T10:00:00Z');

describe('date of birth (GOV.UK date input rules)', () => {
  test.each([
    [{ day: '', month: '', year: '' }, 'Enter your date of birth', 'dob-day'],
    [{ day: '1', month: '', year: '' }, 'Date of birth must include a month and year', 'dob-month'],
    [{ day: '', month: '4', year: '1980' }, 'Date of birth must include a day', 'dob-day'],
    [{ day: '30', month: '2', year: '1980' }, 'Date of birth must be a real date', 'dob-day'],
    [{ day: '1', month: '13', year: '1980' }, 'Date of birth must be a real date', 'dob-day'],
    [{ day: 'x', month: '1', year: '1980' }, 'Date of birth must be a real date', 'dob-day'],
    [{ day: '1', month: '1', year: '80' }, 'Date of birth must be a real date', 'dob-day'],
    [{ day: '21', month: '11', year: '2026' }, 'Date of birth must be in the past', 'dob-day'],
  ])('%o → "%s" linked to #%s', (parts, message, field) => {
    expect(validateDateOfBirth(parts, today).errors).toEqual([expect.objectContaining({ field, message })]);
  });

  test('a real past date gives its ISO form', () => {
    expect(validateDateOfBirth({ day: '5', month: '11', year: '1990' }, today)).toEqual({
      iso: '1990-11-05',
      errors: [],
    });
    expect(validateDateOfBirth({ day: '29', month: '02', year: '2000' }, today).iso).toBe('2000-02-29');
  });
});

describe('registration form', () => {
  test('surrounding spaces are ignored in e-mail and payment reference, never in passwords', () => {
    const { input, errors } = validateRegistration(
      {
        email: ' a@b.org ',
        password: ' spaced  ',
        confirmPassword: ' spaced  ',
        paymentReference: ' RT1 ',
        'dob-day': '1',
        'dob-month': '1',
        'dob-year': '1990',
      },
      today,
    );
    expect(errors).toEqual([]);
    expect(input).toMatchObject({ email: 'a@b.org', paymentReference: 'RT1', password: ' spaced  ' });
  });
});

describe('refresh token lifetime', () => {
  const policy = { idleSeconds: 1500, absoluteSeconds: 43_200 };
  test('a fresh login gets the idle window', () => {
    expect(refreshTokenTtl(1000, 1000, policy)).toBe(1500);
  });
  test('near the end of the login, only what remains of the 12 hours', () => {
    expect(refreshTokenTtl(1000 + 43_200 - 600, 1000, policy)).toBe(600);
  });
  test('never zero or negative', () => {
    expect(refreshTokenTtl(1000 + 43_200, 1000, policy)).toBe(1);
  });
});

describe('html templates', () => {
  test('interpolated values are escaped, nested fragments are not', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<', html`<br>`]}</p>`.value).toBe('<p><b>&lt;i&gt;</b>&lt;<br></p>');
  });
});
