import { isEmailAddress } from '../../src/engine/email-address';
import type { FieldError } from './pages/layout';

/** The posted form, one string per field name (missing fields read as ''). */
export type FormFields = Readonly<Record<string, string | undefined>>;

export const MIN_PASSWORD_LENGTH = 8;

// Deliberately loose: the address only has to be deliverable-looking; the identity provider does not send mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function field(form: FormFields, name: string): string {
  return form[name] ?? '';
}

function emailErrors(email: string): FieldError[] {
  if (email === '') return [{ field: 'email', message: 'Enter your email address' }];
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    return [{ field: 'email', message: 'Enter an email address in the correct format, like name@example.com' }];
  }
  return [];
}

function newPasswordErrors(
  password: string,
  confirm: string,
  ids: { password: string; confirm: string },
  label: string,
): FieldError[] {
  const errors: FieldError[] = [];
  if (password === '') errors.push({ field: ids.password, message: `Enter a ${label}` });
  else if (password.length < MIN_PASSWORD_LENGTH) {
    errors.push({
      field: ids.password,
      message: `${label[0]?.toUpperCase()}${label.slice(1)} must be ${MIN_PASSWORD_LENGTH} characters or more`,
    });
  }
  if (confirm === '') errors.push({ field: ids.confirm, message: `Confirm your ${label}` });
  else if (password !== '' && confirm !== password)
    errors.push({ field: ids.confirm, message: 'Passwords must match' });
  return errors;
}

export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin(form: FormFields): { input: LoginInput; errors: FieldError[] } {
  const input = { email: field(form, 'email').trim(), password: field(form, 'password') };
  const errors = emailErrors(input.email);
  if (input.password === '') errors.push({ field: 'password', message: 'Enter your password' });
  return { input, errors };
}

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const partNames = ['day', 'month', 'year'] as const;

/** GOV.UK date-input rules; returns the ISO date (yyyy-mm-dd) when valid. */
export function validateDateOfBirth(parts: DateParts, today: Date): { iso: string | null; errors: FieldError[] } {
  const missing = partNames.filter((p) => parts[p] === '');
  if (missing.length === 3) return { iso: null, errors: [{ field: 'dob-day', message: 'Enter your date of birth' }] };
  if (missing.length > 0) {
    return {
      iso: null,
      errors: [
        {
          field: `dob-${missing[0]}`,
          message: `Date of birth must include a ${missing.join(' and ')}`,
          parts: missing,
        },
      ],
    };
  }
  const [day, month, year] = partNames.map((p) => (/^\d{1,4}$/.test(parts[p]) ? Number(parts[p]) : NaN)) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    parts.year.length === 4 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real) return { iso: null, errors: [{ field: 'dob-day', message: 'Date of birth must be a real date' }] };
  const iso = date.toISOString().slice(0, 10);
  if (iso >= today.toISOString().slice(0, 10)) {
    return { iso: null, errors: [{ field: 'dob-day', message: 'Date of birth must be in the past' }] };
  }
  return { iso, errors: [] };
}

export interface RegistrationInput {
  email: string;
  password: string;
  paymentReference: string;
  dob: DateParts;
  dateOfBirth: string | null;
}

export function validateRegistration(
  form: FormFields,
  today: Date,
): { input: RegistrationInput; errors: FieldError[] } {
  const dob = {
    day: field(form, 'dob-day').trim(),
    month: field(form, 'dob-month').trim(),
    year: field(form, 'dob-year').trim(),
  };
  const date = validateDateOfBirth(dob, today);
  const input: RegistrationInput = {
    email: field(form, 'email').trim(),
    password: field(form, 'password'),
    paymentReference: field(form, 'paymentReference').trim(),
    dob,
    dateOfBirth: date.iso,
  };
  const errors = [
    ...emailErrors(input.email),
    ...newPasswordErrors(
      input.password,
      field(form, 'confirmPassword'),
      { password: 'password', confirm: 'confirmPassword' },
      'password',
    ),
    ...(input.paymentReference === '' ? [{ field: 'paymentReference', message: 'Enter your payment reference' }] : []),
    ...date.errors,
  ];
  return { input, errors };
}

export interface ChangePasswordInput {
  email: string;
  currentPassword: string;
  newPassword: string;
}

export function validateChangePassword(form: FormFields): { input: ChangePasswordInput; errors: FieldError[] } {
  const input = {
    email: field(form, 'email').trim(),
    currentPassword: field(form, 'currentPassword'),
    newPassword: field(form, 'newPassword'),
  };
  const errors = emailErrors(input.email);
  if (input.currentPassword === '') errors.push({ field: 'currentPassword', message: 'Enter your current password' });
  errors.push(
    ...newPasswordErrors(
      input.newPassword,
      field(form, 'confirmNewPassword'),
      { password: 'newPassword', confirm: 'confirmNewPassword' },
      'new password',
    ),
  );
  if (
    input.currentPassword !== '' &&
    input.newPassword === input.currentPassword &&
    !errors.some((e) => e.field === 'newPassword')
  ) {
    errors.push({ field: 'newPassword', message: 'New password must be different from your current password' });
  }
  return { input, errors };
}

export interface ChangeUsernameInput {
  email: string;
  password: string;
  newEmail: string;
}

/**
 * The change-username form: the current e-mail and password (the resident proves who they are, as on change password)
 * and the new e-mail twice. The new one follows portal.md §5's e-mail rules, the profile's
 * (src/engine/email-address.ts), since it is also where the association writes to; it must differ from the current one
 * (case aside).
 */
export function validateChangeUsername(form: FormFields): { input: ChangeUsernameInput; errors: FieldError[] } {
  const input = {
    email: field(form, 'email').trim(),
    password: field(form, 'password'),
    newEmail: field(form, 'newEmail').trim(),
  };
  const confirm = field(form, 'confirmNewEmail').trim();
  const errors = emailErrors(input.email);
  if (input.password === '') errors.push({ field: 'password', message: 'Enter your password' });
  if (input.newEmail === '') errors.push({ field: 'newEmail', message: 'Enter your new email address' });
  else if (!isEmailAddress(input.newEmail))
    errors.push({ field: 'newEmail', message: 'Enter an email address in the correct format, like name@example.com' });
  else if (input.newEmail.toLowerCase() === input.email.toLowerCase())
    errors.push({ field: 'newEmail', message: 'New email address must be different from your current one' });
  if (confirm === '') errors.push({ field: 'confirmNewEmail', message: 'Confirm your new email address' });
  else if (input.newEmail !== '' && confirm.toLowerCase() !== input.newEmail.toLowerCase())
    errors.push({ field: 'confirmNewEmail', message: 'Email addresses must match' });
  return { input, errors };
}
