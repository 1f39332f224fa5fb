import { UnsupportedSchemaError } from './unsupported-schema';

/**
 * Stands in for @rjsf/utils' shallowAllOfMerge (tools/vite-rjsf-trim-plugin.ts), which brings @x0k/json-schema-merge:
 * RJSF merges only schemas with allOf or patternProperties, which field schemas may not use (the journey lint).
 */
export default function shallowAllOfMerge(): never {
  throw new UnsupportedSchemaError('allOf');
}
