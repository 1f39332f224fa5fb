/**
 * A schema feature the journey runtime leaves out of the browser (tools/vite-rjsf-trim-plugin.ts): the journey lint
 * refuses field schemas that need it (JOURNEY_SCHEMA_KEYWORD_UNSUPPORTED), so meeting one at run time is a bug.
 */
export class UnsupportedSchemaError extends Error {
  override name = 'UnsupportedSchemaError';

  constructor(feature: string) {
    super(
      `The journey runtime does not support ${feature} in field schemas (the journey lint should have refused it).`,
    );
  }
}
