/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * PATCH /customers/{id}/communications/{messageId} body: marks the message read. READ is the only status a resident sets (a message is never marked unread again). If-Match is optional here (decision 0031): a READ message stays READ, so the change cannot lose anyone's update.
 */
export interface CommunicationStatusUpdate {
  status: 'READ';
}
