import type { PaymentAttempt } from '../../schemas/generated/gateway.payment-attempt';
import type { PaymentAttemptCreate } from '../../schemas/generated/gateway.payment-attempt-create';
import type { PaymentToken } from '../../schemas/generated/gateway.payment-token';
import type { GatewayRequest } from './request';
import { encodePath } from './url';

export type { PaymentAttempt } from '../../schemas/generated/gateway.payment-attempt';
export type { PaymentAttemptCreate } from '../../schemas/generated/gateway.payment-attempt-create';
export type { PaymentToken } from '../../schemas/generated/gateway.payment-token';

/** Card payment (portal.md §2 "Payment", §7 `GET /user/{id}/token`; decision 0037). */
export interface PaymentCalls {
  /**
   * POST /accounts/{id}/payment-attempts: the attempt, made before any token. The operation key makes a repeated
   * press or a retried request the same attempt, never a second one.
   */
  createPaymentAttempt(accountId: string, attempt: PaymentAttemptCreate, operationKey: string): Promise<PaymentAttempt>;
  /** GET /user/{id}/token?attemptId=: the one-use token the payment page takes, bound to the attempt. */
  getPaymentToken(customerId: string, attemptId: string, signal?: AbortSignal): Promise<PaymentToken>;
  /** GET /payment-attempts/{id}: the attempt as the payment provider reports it — the only source of its outcome. */
  getPaymentAttempt(attemptId: string, signal?: AbortSignal): Promise<PaymentAttempt>;
}

export function createPaymentCalls(request: GatewayRequest): PaymentCalls {
  return {
    async createPaymentAttempt(accountId, attempt, operationKey) {
      const response = await request<PaymentAttempt>({
        method: 'POST',
        path: encodePath`/accounts/${accountId}/payment-attempts`,
        body: attempt,
        operationKey,
      });
      return response.data;
    },
    async getPaymentToken(customerId, attemptId, signal) {
      const response = await request<PaymentToken>({
        method: 'GET',
        path: encodePath`/user/${customerId}/token`,
        query: { attemptId },
        signal,
      });
      return response.data;
    },
    async getPaymentAttempt(attemptId, signal) {
      const response = await request<PaymentAttempt>({
        method: 'GET',
        path: encodePath`/payment-attempts/${attemptId}`,
        signal,
      });
      return response.data;
    },
  };
}
