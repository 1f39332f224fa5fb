/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Body of DELETE /works-orders/{id} (with If-Match): the cancel payload of repairs.md §3. The body may be left out.
 */
export interface WorkOrderCancel {
  asset?: {
    type: {
      assetTypeId: number;
    };
  };
  statuses: {
    Status: 'Cancelled';
  };
}
