import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeReturnPath } from '../shared/return-path';
import { CUSTOMER_API_ERROR_PATH } from '../shared/paths';
import { isShownFailure } from '../gateway';

/**
 * When the customer or their properties cannot be loaded, the page cannot show anything of theirs: go to the
 * customer error page (portal.md §8), remembering this page for its Try again button.
 */
export function useCustomerFailure(failure: unknown): void {
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    // A 401 is already on its way back to the start (the gateway client's onUnauthorised).
    if (!isShownFailure(failure)) return;
    storeReturnPath(returnPath);
    navigate(CUSTOMER_API_ERROR_PATH, { replace: true });
  }, [failure, navigate, returnPath]);
}
