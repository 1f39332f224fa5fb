import { useSearchParams } from 'react-router';

/** The repair an address names (`?id=<work order id>`, as the detail page reads it); null when it names none. */
export function useWorkOrderId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return id === '' ? null : id;
}
