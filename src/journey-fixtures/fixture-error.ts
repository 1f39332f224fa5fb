/**
 * A fixture asks for something the journey does not allow (a field not on the page, a change link on a page
 * without one, a second Continue with nothing to confirm). Reported on its step; the replay stops there.
 */
export class FixtureError extends Error {
  override readonly name = 'FixtureError';
}
