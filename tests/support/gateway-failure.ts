/**
 * What a gateway error class is built from (src/gateway/errors.ts), for a call to /p: a test names only what matters.
 */
export const failureDetails = (status: number, method = 'POST') => ({
  status,
  title: 'T',
  errors: [],
  correlationId: 'c',
  method,
  path: '/p',
});
