import { useEffect, useRef, useState } from 'react';
import { frameHeightOf, isPaymentFinished } from '../../../accounts/payments/gateway-message';
import type { PaymentAttempt, PaymentToken } from '../../../gateway';
import { t } from '../../../shared/i18n';

/** The frame's name: the hidden form posts into it (portal.md §7: "a frame named allpay"). */
const FRAME_NAME = 'allpay';
/** portal.md §3 "Gateway token response": paymentReason is the fixed value Rent. */
const PAYMENT_REASON = 'Rent';

export interface GatewayFrameProps {
  /** The payment page's address (config.json paymentGatewayUrl). */
  action: string;
  attempt: PaymentAttempt;
  token: PaymentToken;
  onFinished(): void;
}

/**
 * The card payment page in a frame (portal.md §2 Payment, §3, §7): the token and the payment posted to it as a hidden
 * form, once per token. The frame's "finished" message is taken only from the payment page's origin, from this
 * frame, about this attempt (decision 0037); it leads to the result page, which asks the gateway what happened.
 */
export function GatewayFrame({ action, attempt, token, onFinished }: GatewayFrameProps) {
  const form = useRef<HTMLFormElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const posted = useRef<string | null>(null);
  // Until the payment page says how tall it is, the stylesheet's height.
  const [height, setHeight] = useState<number | null>(null);
  const bearer = token['bearer-token'];

  useEffect(() => {
    // A token is used once: a re-render never posts it again.
    if (posted.current === bearer) return;
    posted.current = bearer;
    form.current?.submit();
  }, [bearer]);

  useEffect(() => {
    const origin = new URL(action, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (isPaymentFinished(event, origin, attempt.attemptId)) {
        onFinished();
        return;
      }
      const pageHeight = frameHeightOf(event, origin);
      if (pageHeight !== null) setHeight(pageHeight);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [action, attempt.attemptId, onFinished]);

  return (
    <>
      <form ref={form} method="post" action={action} target={FRAME_NAME} hidden>
        <input type="hidden" name="bearer-token" value={bearer} />
        <input type="hidden" name="client-code" value={token['client-code']} />
        <input type="hidden" name="customerReference" value={attempt.paymentReference} />
        <input type="hidden" name="amount" value={attempt.amount} />
        <input type="hidden" name="paymentReason" value={PAYMENT_REASON} />
      </form>
      <iframe
        ref={frame}
        name={FRAME_NAME}
        className="payment-frame"
        title={t('payments_gateway_frame')}
        // The frame's border is inside its box (box-sizing), so the page's height plus the border shows it whole.
        style={height === null ? undefined : { height: `${height + 4}px` }}
      />
    </>
  );
}
