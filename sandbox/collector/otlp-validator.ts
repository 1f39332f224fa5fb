import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OtlpLogsRequest } from '../../schemas/generated/telemetry.otlp-logs';

const schemaPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'schemas',
  'telemetry',
  'otlp-logs.schema.json',
);

export type OtlpCheck = { ok: true; request: OtlpLogsRequest } | { ok: false; problems: string[] };

/** Checks an export request against schemas/telemetry/otlp-logs.schema.json: each problem with its JSON pointer. */
export function createOtlpValidator(): (body: unknown) => OtlpCheck {
  const ajv = new Ajv({ allErrors: true, strict: true });
  const validate = ajv.compile<OtlpLogsRequest>(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
  return (body) =>
    validate(body)
      ? { ok: true, request: body }
      : {
          ok: false,
          problems: (validate.errors ?? []).map(
            (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
          ),
        };
}
