import { UnsupportedSchemaError } from './unsupported-schema';

// Stands in for fast-uri in @rjsf/utils (tools/vite-rjsf-trim-plugin.ts). RJSF resolves URIs only for $ref and $id,
// which field schemas may not use (the journey lint), so these are never called for a valid journey.
const noUris = {
  equal(): boolean {
    throw new UnsupportedSchemaError('$id');
  },
  resolve(): string {
    throw new UnsupportedSchemaError('$ref');
  },
};

export default noUris;
