// json-logic-js, the reference implementation of the language journeys' conditions are written in, with the
// portal's custom operations added: what the engine's compiled conditions (src/engine/compile-logic.ts) are held to.
// The portal itself never loads it (decision 0081).
import jsonLogic from 'json-logic-js';
import { customOperations } from '../../../src/engine/operations';

for (const [name, operation] of Object.entries(customOperations)) jsonLogic.add_operation(name, operation);

/** jsonLogic.apply with the custom operations known. */
export const applyReference = (logic: unknown, data?: unknown): unknown =>
  jsonLogic.apply(logic as jsonLogic.RulesLogic, data);
