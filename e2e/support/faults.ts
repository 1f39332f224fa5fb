import type { APIRequestContext } from '@playwright/test';

export interface Fault {
  method?: string;
  path: string;
  kind: 'status' | 'delay' | 'hang' | 'omit' | 'concurrent' | 'override';
  status?: number;
  delayMs?: number;
  /** For kind omit: the top-level field the JSON answer leaves out. */
  field?: string;
  /**
   * For kind concurrent: the body of the other writer's call, made first; for kind override: the fields set over the
   * answer.
   */
  body?: object;
  times?: number;
}

/** Makes a gateway endpoint misbehave (sandbox test mode only). */
export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__sandbox/faults', { data: fault });
  if (!response.ok()) throw new Error(`could not inject fault: ${response.status()} ${await response.text()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__sandbox/faults');
}
