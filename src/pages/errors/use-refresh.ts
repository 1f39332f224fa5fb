import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * The Refresh button of an error page: back to the page that failed when the caller said which (it loads its
 * data again on arrival), else a reload of the browser page, as "refresh" means to a resident.
 */
export function useRefresh(from: string | undefined): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (from) navigate(from, { replace: true });
    else window.location.reload();
  }, [from, navigate]);
}
