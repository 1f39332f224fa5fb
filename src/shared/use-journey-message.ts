import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasJourneyMessage, journeyDialogTexts, journeyMessageText, withoutJourneyMessage } from './journey-message';

/** What a journey left for the page it ended on: the banner's text and the pop-up's heading and text. */
export interface JourneyArrival {
  readonly message: string | null;
  readonly dialog: { readonly title: string; readonly body: string } | null;
}

const arrivalOf = (state: unknown): JourneyArrival => ({
  message: journeyMessageText(state),
  dialog: journeyDialogTexts(state),
});

/**
 * The message and pop-up a journey left for the page, taken out of the navigation state once they have arrived: they
 * stay in this component's state while the page is shown, but a reload, Back or Forward never shows them again.
 */
export function useJourneyArrival(): JourneyArrival {
  const location = useLocation();
  const navigate = useNavigate();
  const arriving = hasJourneyMessage(location.state);
  const [shown, setShown] = useState(() => ({ key: location.key, ...arrivalOf(location.state) }));

  // A new message arriving while the page stays mounted replaces the one shown (set during render, React's way
  // of deriving state from a changed input).
  if (arriving && shown.key !== location.key) setShown({ key: location.key, ...arrivalOf(location.state) });

  useEffect(() => {
    if (!arriving) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: withoutJourneyMessage(location.state) });
  }, [arriving, location, navigate]);

  return shown;
}

/** The banner text a journey left for the page (useJourneyArrival's message). */
export function useJourneyMessage(): string | null {
  return useJourneyArrival().message;
}
