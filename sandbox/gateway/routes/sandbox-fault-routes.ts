import { notFound } from '../errors';
import type { FaultRequest } from '../faults/fault-store';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { readValidatedBody } from '../schema-validator';

const faultSchemaId = 'sandbox-fault.schema.json';

// The sandbox's own control body, validated with the same rules and error format as the gateway contract.
const faultSchema = {
  $id: faultSchemaId,
  type: 'object',
  required: ['path', 'kind'],
  properties: {
    method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete'] },
    path: { type: 'string', pattern: '^/', maxLength: 500 },
    kind: { enum: ['status', 'delay', 'hang', 'omit', 'concurrent', 'override'] },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0, maximum: 120000 },
    field: { type: 'string', minLength: 1, maxLength: 100 },
    body: { type: 'object' },
    times: { type: 'integer', minimum: 1 },
  },
  additionalProperties: false,
  allOf: [
    { if: { properties: { kind: { const: 'status' } } }, then: { required: ['status'] } },
    { if: { properties: { kind: { const: 'delay' } } }, then: { required: ['delayMs'] } },
    { if: { properties: { kind: { const: 'omit' } } }, then: { required: ['field'] } },
    { if: { properties: { kind: { enum: ['concurrent', 'override'] } } }, then: { required: ['body'] } },
  ],
};

/** /__sandbox/faults: arm, list and clear faults on gateway endpoints. Registered only in test mode. */
export function registerSandboxFaultRoutes(sandbox: GatewayApp, deps: RouteDeps): void {
  deps.validator.addSchema(faultSchema);

  sandbox.post('/faults', async (c) => {
    const request = await readValidatedBody<FaultRequest>(c, deps.validator, faultSchemaId);
    const fault = deps.faults.add(request);
    c.header('Location', `${new URL(c.req.url).pathname}/${encodeURIComponent(fault.id)}`);
    return c.json({ id: fault.id }, 201);
  });

  sandbox.get('/faults', (c) => c.json(deps.faults.list()));

  sandbox.get('/faults/:id', (c) => {
    const fault = deps.faults.get(c.req.param('id'));
    if (!fault) throw notFound();
    return c.json(fault);
  });

  sandbox.delete('/faults', (c) => {
    deps.faults.clear();
    return c.body(null, 204);
  });

  sandbox.delete('/faults/:id', (c) => {
    if (!deps.faults.remove(c.req.param('id'))) throw notFound();
    return c.body(null, 204);
  });
}
