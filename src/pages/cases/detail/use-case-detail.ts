import useSWR, { type SWRResponse } from 'swr';
import type { Case } from '../../../gateway';
import { useServices } from '../../../shared/services';

/** The case page's data keys (docs/adding-an-area.md): the case by its reference, and its activities. */
export const caseDetailKeys = {
  detail: (customerId: string, reference: string) => ['cases', 'detail', customerId, reference] as const,
  activities: (caseId: string) => ['cases', 'activities', caseId] as const,
};

/**
 * One of the resident's cases by its reference: GET /cases with caseReferenceNumber (the list's own call, on its
 * unique index: there is no GET of one case in the specification). null when the resident has none with it.
 */
export function useCaseDetail(customerId: string, reference: string): SWRResponse<Case | null, unknown> {
  const { gateway } = useServices();
  return useSWR(reference === '' ? null : caseDetailKeys.detail(customerId, reference), async () => {
    const page = await gateway.searchCases({ customerId, caseReferenceNumber: reference, limit: 1 });
    return page.cases.find((item) => item.caseReferenceNumber.toUpperCase() === reference.toUpperCase()) ?? null;
  });
}
