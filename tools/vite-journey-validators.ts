// The validators the build precompiles (virtual:journey-validators, virtual:journey-schema-validator), so the browser
// never compiles a schema (the strict CSP forbids eval and new Function).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { rolldown } from 'rolldown';
import { buildStepSchema } from '../src/journey/step-schema.ts';
import { composedJourneys, type FieldLike, type JourneyLike } from './vite-journey-manifest.ts';

const asStep = (fields: readonly FieldLike[]) => ({ fields: fields.map((definition) => ({ definition })) });

/**
 * Every schema the runtime hands to RJSF, deduplicated by RJSF's own hash: each plain step's schema, each
 * one-field page a generated template can produce, and each field schema on its own (pages grouped from data have
 * any number of fields; the runtime composes their validator from the fields' precompiled ones).
 */
export function validatedSchemas(journeys: readonly unknown[]): RJSFSchema[] {
  const schemas = new Map<string, RJSFSchema>();
  const add = (schema: RJSFSchema) => schemas.set(hashForSchema(schema), schema);
  for (const json of composedJourneys(journeys)) {
    for (const step of (json as JourneyLike)?.steps ?? []) {
      const fields = step.fields ?? [];
      if (fields.length > 0) add(buildStepSchema(asStep(fields)));
      const templates = (step.generate?.fields ?? []).map((template) => template.field);
      for (const field of templates) add(buildStepSchema(asStep([field])));
      for (const field of [...fields, ...templates])
        if (field && typeof field.schema === 'object') add(field.schema as RJSFSchema);
    }
  }
  return [...schemas.values()];
}

/** Bundles CommonJS modules (Ajv's standalone output) into one self-contained ES module with rolldown. */
async function bundleToEsm(entry: string, modules: ReadonlyMap<string, string>, root: string): Promise<string> {
  const prefix = '\0journey-code:';
  const bundle = await rolldown({
    input: `${prefix}entry`,
    cwd: root,
    platform: 'browser',
    logLevel: 'warn',
    plugins: [
      {
        name: 'journey-code',
        resolveId(id) {
          if (id.startsWith(prefix)) return id;
          if (id.startsWith('./') && modules.has(id.slice(2))) return `${prefix}${id.slice(2)}`;
          return null;
        },
        load(id) {
          if (!id.startsWith(prefix)) return null;
          const name = id.slice(prefix.length);
          return name === 'entry' ? entry : (modules.get(name) ?? null);
        },
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'es' });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * The code of `virtual:journey-validators`: `export default { [schema hash]: validate }` for every schema of
 * validatedSchemas, compiled by @rjsf/validator-ajv8 (the functions createPrecompiledValidator expects).
 */
export async function validatorsModuleCode(journeys: readonly unknown[], root: string): Promise<string> {
  const modules = new Map<string, string>();
  validatedSchemas(journeys).forEach((schema, index) =>
    modules.set(`v${index}.cjs`, compileSchemaValidatorsCode(schema)),
  );
  const names = [...modules.keys()];
  const entry = [
    ...names.map((name, i) => `import m${i} from './${name}';`),
    `export default Object.assign({}, ${names.map((_n, i) => `m${i}`).join(', ')});`,
  ].join('\n');
  return bundleToEsm(entry, modules, root);
}

/** Ajv over schemas/journey.schema.json, set up as the Node tools do (tests/engine/support/schema-validator.ts). */
function journeySchemaAjv(root: string) {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', 'journey.schema.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, code: { source: true } });
  addFormats(ajv);
  ajv.addKeyword('tsType');
  return { ajv, validate: ajv.compile(schema) };
}

/** The code of `virtual:journey-schema-validator`: schemas/journey.schema.json as a standalone Ajv function. */
export async function schemaValidatorModuleCode(root: string): Promise<string> {
  const { ajv, validate } = journeySchemaAjv(root);
  const code = standaloneCode(ajv, validate);
  return bundleToEsm(
    "import validate from './schema.cjs';\nexport default validate;",
    new Map([['schema.cjs', code]]),
    root,
  );
}
