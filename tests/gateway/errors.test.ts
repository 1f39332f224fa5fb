import { describe, expect, it } from 'vitest';
import { GatewayNetworkError, UnauthorisedError, isGatewayError, statusLabel } from '../../src/gateway/errors';

describe('statusLabel', () => {
  it('gives the catalogue labels, and Unknown Error for anything else', () => {
    expect([400, 401, 403, 404, 409, 500, 502, 0].map(statusLabel)).toEqual([
      'Bad Request',
      'Unauthorised',
      'Forbidden',
      'Not Found',
      'Conflict',
      'Server Error',
      'Unknown Error',
      'Unknown Error',
    ]);
  });
});

describe('isGatewayError', () => {
  it('recognises every gateway error and nothing else', () => {
    const details = { status: 0, title: 'Network Error', errors: [], correlationId: 'c', method: 'GET', path: '/x' };
    expect(isGatewayError(new GatewayNetworkError(details))).toBe(true);
    expect(isGatewayError(new UnauthorisedError({ ...details, status: 401 }))).toBe(true);
    expect(isGatewayError(new Error('other'))).toBe(false);
    expect(isGatewayError(undefined)).toBe(false);
  });

  it('names the call and status in the message, and nothing from the body', () => {
    const error = new GatewayNetworkError({
      status: 0,
      title: 'Network Error',
      errors: [{ message: 'secret detail' }],
      correlationId: 'c',
      method: 'GET',
      path: '/customers/C1',
    });
    expect(error.message).toBe('GET /customers/C1 failed: 0 Network Error');
    expect(error.name).toBe('GatewayNetworkError');
  });
});
