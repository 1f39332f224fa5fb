import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { loadReportedRepair } from '../../src/effects/repairs/load-reported';
import { GatewayHttpError } from '../../src/gateway';
import { sandboxEnvironment } from './support/sandbox-environment';

// 'repair.loadReported' against the in-process sandbox: It has got worse (AW-12) starts a new report from the earlier
// repair's property, asset, location and reason, and never writes to the earlier repair.
const { alex } = PERSONAS;
/** Alex's damp patch behind the bed, completed more than a year ago (n 23). */
const OLD_DAMP_REPAIR = alex.workOrders.dampClosedLongAgo;

describe('repair.loadReported', () => {
  it("gives a new report the earlier damp repair's place and reason, and the damp and mould check Yes", async () => {
    const { env, requests } = sandboxEnvironment();
    const reported = await loadReportedRepair({ workOrderId: OLD_DAMP_REPAIR }, env);
    expect(reported).toEqual({
      id: OLD_DAMP_REPAIR,
      answers: {
        repairProperty: alex.propertyId,
        repairAsset: 'Property',
        repairLocation: 'Bedroom',
        repairReason: '9',
        isDampAndMould: true,
      },
    });
    // What the resident said then (the description) is not carried, and nothing is written.
    expect(JSON.stringify(reported)).not.toContain('Damp patch behind the bed');
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('gives no damp and mould answer for a repair that was not one', async () => {
    const { env } = sandboxEnvironment();
    const reported = await loadReportedRepair({ workOrderId: alex.workOrders.recallable }, env);
    expect(reported.answers).not.toHaveProperty('isDampAndMould');
    expect(reported.answers.repairProperty).toBe(alex.propertyId);
  });

  it("fails for another customer's or an unknown repair, as the gateway answers", async () => {
    const { env } = sandboxEnvironment();
    await expect(
      loadReportedRepair({ workOrderId: 'f0000000-0000-4000-8000-0000ffff0001' }, env),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(loadReportedRepair({ workOrderId: PERSONAS.bea.workOrders.emergency }, env)).rejects.toBeInstanceOf(
      GatewayHttpError,
    );
  });
});
