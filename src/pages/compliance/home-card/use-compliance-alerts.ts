import useSWR from 'swr';
import { alertedComplianceCards } from '../../../compliance/compliance-alert';
import { useServices } from '../../../shared/services';

/**
 * The cards whose GasBoiler_ServiceoverDue alert shows for a property: the categories of the resident's unread
 * messages about it (unreadCatagoryTypes of GET …/communications?assetIdentifier=…, one message asked for since only
 * the summary is read), through rules/compliance-alert-categories.json. Both cards share the one call.
 */
export function useComplianceAlerts(customerId: string, assetId: string) {
  const { gateway } = useServices();
  return useSWR(['compliance-alerts', customerId, assetId] as const, async ([, customer, asset]) => {
    const list = await gateway.getCommunications(customer, { assetIdentifier: asset, limit: 1 });
    return alertedComplianceCards(list.unreadCatagoryTypes);
  });
}
