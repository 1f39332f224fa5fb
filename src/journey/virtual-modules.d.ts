// Modules made at build time by tools/vite-journeys-plugin.ts.

declare module 'virtual:journey-manifest' {
  import type { ContextNeeds } from './session/context-needs';
  /** Every journey of journeys/*.json with its step routes as react-router patterns ('/DampAndMouldAssesment/:key'). */
  export const journeyManifest: ReadonlyArray<{
    readonly id: string;
    readonly routes: readonly string[];
    readonly entryParams?: readonly string[];
    /** Every parameter of the entry is optional: any one of entryParams opens it. */
    readonly entryAny?: true;
    /** The journeys it includes (theirs too), which its page loads with it. */
    readonly includes?: readonly string[];
    /**
     * The areas of the effects it names ("repair", "case"…), whose code its page loads with it
     * (src/effects/load-effect.ts).
     */
    readonly effectAreas: readonly string[];
    /** What its context asks the gateway (src/journey/session/context-needs.ts). */
    readonly context: ContextNeeds;
  }>;
}

declare module 'virtual:journey-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** RJSF validators precompiled per step template and per field schema, by RJSF schema hash. */
  const validatorFunctions: ValidatorFunctions;
  export default validatorFunctions;
}

declare module 'virtual:journey-schema-validator' {
  /** schemas/journey.schema.json as a standalone Ajv function (no eval in the browser). */
  const validateJourneySchema: {
    (json: unknown): boolean;
    errors?: ReadonlyArray<{ readonly instancePath: string; readonly message?: string }> | null;
  };
  export default validateJourneySchema;
}
