import type { Journey, Step } from '../../engine';

/** A journey as the way-out rules read it: its definition (a LoadedJourney, or a document read by a test tool). */
type WithDefinition = { readonly definition: Journey };
import type { WayOutKind } from './types';

/**
 * True when Exit's dialog asks whether to leave or to save and exit (repairs.md §2, the Exit modal: Return to repair,
 * Leave, Save and exit): the journey confirms Exit and has a draft to save. Its Leave runs the journey's `leave`,
 * else its `exit`.
 */
export function exitOffersSave(journey: WithDefinition): boolean {
  return journey.definition.exit.confirm !== undefined && journey.definition.saveAndExit !== undefined;
}

/** The ways out a step shows as buttons, in the page's order. */
export function wayOutButtons(journey: WithDefinition, actions: Step['actions']): WayOutKind[] {
  const offered: WayOutKind[] = [];
  if (actions?.saveAndExit === true && journey.definition.saveAndExit) offered.push('saveAndExit');
  if (actions?.exit !== false) offered.push('exit');
  return offered;
}

/** A way out the resident can reach from a step, and how: its own button, or a button of Exit's dialog. */
export interface WayOutRoute {
  /** The button pressed on the page. */
  readonly button: WayOutKind;
  /**
   * The dialog's confirming button, when the journey asks first: the way out itself in Exit's three-way dialog, else
   * 'yes'.
   */
  readonly confirm: WayOutKind | 'yes' | null;
  /** The way out that then runs (Leave in Exit's dialog runs `exit` when the journey has no `leave`). */
  readonly runs: WayOutKind;
}

/**
 * How a resident takes a way out from a step, or null when the step does not offer it: Save and exit is a button of
 * the step when the step shows it; where Exit's dialog offers Leave and Save and exit, those are its buttons; any
 * other way out is its own button, confirmed "Yes" when the journey asks.
 */
export function wayOutRoute(journey: WithDefinition, actions: Step['actions'], which: WayOutKind): WayOutRoute | null {
  const buttons = wayOutButtons(journey, actions);
  const confirms = (kind: WayOutKind) => (journey.definition[kind]?.confirm ? ('yes' as const) : null);
  if (which === 'saveAndExit' && buttons.includes('saveAndExit'))
    return { button: 'saveAndExit', confirm: confirms('saveAndExit'), runs: 'saveAndExit' };
  if (exitOffersSave(journey) && buttons.includes('exit')) {
    if (which === 'saveAndExit') return { button: 'exit', confirm: 'saveAndExit', runs: 'saveAndExit' };
    return { button: 'exit', confirm: 'leave', runs: journey.definition.leave ? 'leave' : 'exit' };
  }
  if (!buttons.includes(which === 'leave' ? 'exit' : which) && which !== 'leave') return null;
  if (which === 'leave' && !journey.definition.leave) return null;
  return { button: which, confirm: confirms(which), runs: which };
}
