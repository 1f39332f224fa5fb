import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasJourneyMessage, journeyMessageText, withoutJourneyMessage } from './journey-message';

/**
 * The message a journey left for the home page, taken out of the navigation state once it has arrived: the text
 * stays in this component's state while the page is shown, but a reload, Back or Forward never shows it again.
 */
export function useJourneyMessage(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const arriving = hasJourneyMessage(location.state);
  const [shown, setShown] = useState(() => ({ key: location.key, text: journeyMessageText(location.state) }));

  // A new message arriving while the page stays mounted replaces the one shown (set during render, React's way
  // of deriving state from a changed input).
  if (arriving && shown.key !== location.key) setShown({ key: location.key, text: journeyMessageText(location.state) });

  useEffect(() => {
    if (!arriving) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: withoutJourneyMessage(location.state) });
  }, [arriving, location, navigate]);

  return shown.text;
}
