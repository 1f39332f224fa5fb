import { describe, expect, it } from 'vitest';
import {
  caseDetailPath,
  messageDetailPath,
  paymentDetailsPath,
  paymentGatewayPath,
  paymentResultPath,
  recallPath,
  repairDetailPath,
  resumePath,
  schedulerPath,
  worsePath,
} from '../../src/shared/paths';

/** The page and its query as the page reading the address would see them. */
function read(address: string): { path: string; query: Record<string, string> } {
  const url = new URL(address, 'https://portal.example');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('the addresses that name one thing', () => {
  it.each([
    [repairDetailPath('WO 1/2'), '/repairhistorydetails', { id: 'WO 1/2' }],
    [messageDetailPath('M&1'), '/messagedetails', { id: 'M&1' }],
    [caseDetailPath('CAS-104201'), '/casedetails', { case: 'CAS-104201' }],
    [paymentDetailsPath('ACC#1'), '/paymentDetails', { account: 'ACC#1' }],
    [paymentGatewayPath('att?1'), '/allPayGateway', { attempt: 'att?1' }],
    [paymentResultPath('att=1'), '/allPayGatewayConformation', { attempt: 'att=1' }],
    [resumePath('WO-9'), '/repairproperty', { draft: 'WO-9' }],
    [recallPath('WO-9'), '/repairproperty', { recall: 'WO-9' }],
    [worsePath('WO-9'), '/repairproperty', { worse: 'WO-9' }],
    [schedulerPath('reschedule', 'WO 9&x'), '/appointmentscheduler', { mode: 'reschedule', id: 'WO 9&x' }],
  ])('%s reads back as its page and what it names', (address, path, query) => {
    expect(read(address)).toEqual({ path, query });
  });
});
