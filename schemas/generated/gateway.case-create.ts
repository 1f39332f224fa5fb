/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /cases body (portal.md §3 "Case creation payload"). Send X-Operation-Key: the same key and body answer the first creation again, never a second case. The customer must be the caller (403/404); the tenancy one of theirs and the asset its premises (assetTypeId 2) or the block above it (assetTypeId 1); the case type one offered in self-service for the tenancy's group; each answer one of the type's enabled questions, once, shaped by its type (400 with one item per problem).
 */
export interface CaseCreate {
  /**
   * The case type's id (CaseType.id).
   */
  assessmentTypeId: string;
  /**
   * The case type's description, as shown to the resident.
   */
  caseTypeDescription: string;
  /**
   * owningTeam from team determination.
   */
  assignee: string;
  /**
   * owningTeamCategory from team determination.
   */
  assigneeType: string;
  identifiers: {
    assetIdentifier: string;
    customerIdentifier: string;
    tenancyIdentifier: string;
  };
  /**
   * Who to contact (portal.md §5 "Case contact details"). With the number on file, name, relationId and relation may be left out; when sent, relationId and relation are sent together and agree (1 Customer, 2 Friend or Family, 3 Other).
   */
  contactDetails: {
    /**
     * 11 digits starting with 0 (SSR002).
     */
    phoneNumber: string;
    /**
     * Letters, hyphens, apostrophes and spaces (Case_CC011).
     */
    name?: string;
    relationId?: 1 | 2 | 3;
    relation?: 'Customer' | 'Friend or Family' | 'Other';
  };
  /**
   * The answers, in the order asked; questions skipped by an earlier answer are left out.
   *
   * @maxItems 50
   */
  additionalInfo: CaseAnswer[];
  asset: {
    type: {
      /**
       * 1 Block, 2 Property.
       */
      assetTypeId: 1 | 2;
      assetTypeName: 'Block' | 'Property';
    };
  };
}
/**
 * One answer: a one-element responseId list for a Radio or List question (responseText null), responseText for a Text question (responseId null). A question the portal's journey asks itself, not the case type (rules/case-journey-answers.json), gives its words as questionLabel and the answer's words as responseText (responseId null), and is stored as the type's questions are: "Question - answer".
 *
 * This interface was referenced by `CaseCreate`'s JSON-Schema
 * via the `definition` "CaseAnswer".
 */
export interface CaseAnswer {
  questionId: string;
  /**
   * The words of a question the portal's journey asks itself (not one of the case type's): with it, questionId is the journey's field and responseText the answer's words.
   */
  questionLabel?: string;
  responseId: [number] | null;
  /**
   * 1 to 1000 characters, without > < & * ! or a double hyphen (Case_Input_Error).
   */
  responseText: string | null;
}
