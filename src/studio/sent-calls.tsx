import { t } from '../shared/i18n';
import type { StudioSentCall } from './studio-api';

/** The writes an effect of the previewed step sent to the gateway, by effect. */
export interface SentByEffect {
  readonly effect: string;
  readonly calls: readonly StudioSentCall[];
}

/** What the preview's effects sent to the gateway (the request bodies), so an analyst sees an answer reach it. */
export function SentCalls({ sent }: { sent: readonly SentByEffect[] }) {
  if (sent.length === 0) return null;
  return (
    <section aria-labelledby="studio-sent-heading">
      <h4 className="heading-s" id="studio-sent-heading">
        {t('studio_sent_heading')}
      </h4>
      {sent.flatMap(({ effect, calls }) =>
        calls.map((call, i) => (
          <div key={`${effect}-${i}`}>
            <p className="body">{t('studio_sent_call', { effect, method: call.method, path: call.path })}</p>
            {call.body !== undefined && <pre className="studio-json">{JSON.stringify(call.body, null, 2)}</pre>}
          </div>
        )),
      )}
    </section>
  );
}
