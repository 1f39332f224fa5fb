/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Body of every non-2xx gateway answer.
 */
export interface GatewayErrorBody {
  status: number;
  title: string;
  errors: {
    /**
     * JSON pointer of the offending request field, when there is one.
     */
    field?: string;
    code?: string;
    message: string;
  }[];
  correlationId?: string;
}
