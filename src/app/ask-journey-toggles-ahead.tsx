import { memo, useEffect } from 'react';
import { afterPaint } from '../journey/after-paint';
import { journeysToggleNames } from '../journey/journey-documents';
import { useServices } from '../shared/services';

/**
 * A moment after a signed-in page is drawn, when the browser is idle, asks for the feature toggles the journeys read,
 * for the gateway client to keep for the tab (src/gateway/configuration.ts: five minutes). A journey opened from home
 * then draws its first page without waiting for them: one request each on a phone's few connections (issue 13: the
 * repair's first step waited for six, about 0.3 s of its largest paint). The original portal fetched its toggles
 * a few seconds after home loaded too (portal.md §9). Toggles already kept are not asked again; a failure is the
 * journey's to meet, as it then asks itself.
 */
export const AskJourneyTogglesAhead = memo(function AskJourneyTogglesAhead() {
  const { gateway } = useServices();
  useEffect(
    () =>
      afterPaint(() => {
        for (const name of journeysToggleNames()) gateway.getToggle(name).catch(() => undefined);
      }),
    [gateway],
  );
  return null;
});
