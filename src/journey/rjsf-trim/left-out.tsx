import { UnsupportedSchemaError } from './unsupported-schema';

/**
 * Stands in for the RJSF fields and widgets no journey can reach (tools/vite-rjsf-trim-plugin.ts): layout grids,
 * oneOf and anyOf choosers, cyclic references, and the default widgets for colours, ranges, ratings, files, times,
 * e-mail and web addresses, passwords and spin buttons. Every journey field names one of the portal's own widgets
 * (the lint checks), and the lint refuses the schemas that would need the rest.
 */
export default function LeftOut(): never {
  throw new UnsupportedSchemaError('a field RJSF would render with a component the portal leaves out');
}
