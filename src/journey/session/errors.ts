/**
 * An action the page does not offer (Save and exit on a step without it, Back on the first page, continue-again with
 * nothing to confirm…). The portal never asks for one; a fixture or a test that does is told what the page offers.
 */
export class ActionNotOfferedError extends Error {
  override readonly name = 'ActionNotOfferedError';
}
