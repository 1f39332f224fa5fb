/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Path to schemas/fixture.schema.json ("../../../schemas/fixture.schema.json" from tests/fixtures/<journey>/), so editors complete and check this file.
 */
export type Schema = string;
/**
 * Id of the journey walked: the file journeys/<id>.json.
 */
export type JourneyId = string;
/**
 * The demo resident who walks the journey (docs/personas.md): alex (social tenant, one flat), bea (several tenancies), chris (high-rise leaseholder, no mobile), dana (catalyst customer), eli (no customer record), ada (new-build flat in its defects period, 120 repairs).
 */
export type Persona = 'alex' | 'bea' | 'chris' | 'dana' | 'eli' | 'ada';
/**
 * Plain English for testers: what this fixture proves.
 */
export type Description = string;
/**
 * Why the browser replay does not walk this fixture: a state the pages never let a resident reach (kept because the journey guards against it), or a walk the browser replay cannot match yet. The headless replay still runs it. Leave it out wherever the browser replay can walk the fixture.
 */
export type HeadlessOnly = string;
/**
 * The moment the replay runs at, as an ISO date-time (e.g. "2026-11-23T10:00:00Z"): the sandbox is seeded relative to it and effects read it as now. Defaults to 2026-11-23T10:00:00Z so every replay is repeatable.
 */
export type Clock = string;
/**
 * Asset id of the property the resident chose on the home page (for personas with several tenancies). Defaults to the persona's main property.
 */
export type SelectedProperty = string;
/**
 * A gateway fault, as the sandbox's /__sandbox/faults accepts it.
 *
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "Fault".
 */
export type Fault = Fault1;
/**
 * HTTP method the fault applies to; every method when absent.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * Gateway path (below /customerselfserve/api/v1); ":name" matches one segment, a final "*" the rest.
 */
export type Path = string;
/**
 * "status" answers with an error status; "delay" answers late; "hang" never answers (the call times out); "omit" carries the call out and answers without the top-level "field" of its JSON body; "concurrent" lets another writer make the same call with "body" first (the record changed elsewhere), then the call meets the record as that write left it. "override" carries the call out and sets the top-level fields of "body" over its JSON answer (what the seeded data cannot give, e.g. a code the portal does not know).
 */
export type Kind = 'status' | 'delay' | 'hang' | 'omit' | 'concurrent' | 'override';
/**
 * The error status for kind "status", e.g. 500.
 */
export type Status = number;
/**
 * Milliseconds before answering, for kind "delay".
 */
export type Delay = number;
/**
 * The top-level field of the JSON answer left out, for kind "omit" (e.g. appointmentId).
 */
export type Field = string;
/**
 * How many matching calls the fault answers; every one when absent.
 */
export type Times = number;
/**
 * Gateway faults armed before the journey is opened at its entry, so the entry's effect failures can be fixtures too (e.g. a 500 on reading the work order). A fault stays armed until its `times` are used up.
 */
export type Faults = Fault[];
/**
 * Where the resident is after the action: a step id or route (the same step when the page stays, e.g. on a validation message), "@exit", "@saveAndExit", "@leave", "@errorPage:<name>" (or the error page's route, e.g. "/repairJourneyErrorPage"), or "@route:/path".
 */
export type NextPage = string;
/**
 * Every message code the action brings up, in any order: while the answers are entered (characters a field strips, checks made as the resident types); when the resident stays on the page, what Continue shows there (validation errors and warnings, the blocking message, an effect's error message); an effect's error message on the page reached; the error page's message. An empty list means none at all.
 */
export type Messages = string[];
/**
 * The blocking outcome in force after the action: "disable-continue", "confirm-to-continue" (not yet confirmed) or "stop".
 */
export type Blocked = 'disable-continue' | 'confirm-to-continue' | 'stop';
/**
 * HTTP method.
 */
export type Method1 = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * Path below the gateway's base URL (/customerselfserve/api/v1), without the query; ":name" matches any one segment, e.g. "/customer/:id/account/:acc/servicerequest".
 */
export type Path1 = string;
/**
 * Calls to the gateway made by the action (its effects, and the effects of the page it leads to), in order. Every listed call must happen in this order; any other write (POST, PUT, PATCH, DELETE) is a failure; other reads (GET) are allowed because the browser may serve them from its cache. An empty list means no write at all.
 */
export type GatewayCalls = ExpectedCall[];
/**
 * One action of the resident on one page and what must follow.
 *
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "FixtureStep".
 */
export type FixtureStep = FixtureStep1;
/**
 * The page the resident is on: a step id ("consent", or "case-question/Q1" for a generated page) or its route ("/enquiryconsent"). The replay fails when the resident is not there.
 */
export type At = string;
/**
 * What the resident presses: "continue" (the default); "continue-again" (a second Continue on a "press Continue again to go on" message, answers unchanged); "back" (the Back link); "change:<step id>" (a change link on a check-answers page; the next Continues return to it); "alternative" (the step's alternative button, e.g. "No suitable appointment", confirming its dialog); "exit", "save-and-exit" or "leave" (the journey's ways out, confirming any dialog; where Exit's dialog offers Leave and Save and exit, "leave" and "save-and-exit" are its buttons).
 */
export type Action =
  'continue' | 'continue-again' | 'back' | 'alternative' | 'exit' | 'save-and-exit' | 'leave' | `change:${string}`;
/**
 * Id of the field on the page whose widget calls.
 */
export type Field1 = string;
/**
 * Name of the call in the field's `calls` (e.g. "upload", "remove").
 */
export type Call = string;
/**
 * What the widget passes (any JSON value); the call's input reads it as call.*.
 */
export type Argument = unknown;
/**
 * The call must fail with this error code: the error's `code` (e.g. "Upload_Media_Wrong_File_Type"), else the call's onError.message in the journey (e.g. "SSR011b"), else the error's name (e.g. "GatewayHttpError").
 */
export type ExpectedError = string;
/**
 * Calls the page's widgets make before the answers are entered (e.g. uploading a photo), in order: each runs the field's call (its `calls` in the journey) with the argument, against the sandbox. A call that fails is a difference unless `expectError` names its error code.
 */
export type WidgetCalls = WidgetCall[];
/**
 * How long the resident stays on the page before doing anything there, in ms: the replay's clocks (the page's, the gateway client's and the sandbox's) move on by it at once, so what the portal keeps for a while expires (the asset hierarchy, 60 s). Timers do not run.
 */
export type Wait = number;
/**
 * Gateway faults armed just before this step's action, so error paths can be fixtures too (e.g. a 500 on the submission). A fault stays armed until its `times` are used up.
 */
export type Faults1 = Fault[];
/**
 * What the resident does, page by page, in order. The first entry is on the journey's first page, or, with `entry`, on the page the entry leads to. Empty only with an `entry` that leaves the journey (e.g. to an error page).
 */
export type Steps = FixtureStep[];

/**
 * A journey fixture: one walk through a journey by a demo persona, with what the resident enters on each step and what the portal must do (next page, messages shown, calls to the association's gateway). `npm run fixtures` replays every fixture headless (engine and effects against the in-process sandbox); the Playwright suite replays them through the real pages. Files live in tests/fixtures/<journey id>/<name>.fixture.json.
 */
export interface Fixture {
  $schema?: Schema;
  journey: JourneyId;
  persona: Persona;
  description?: Description;
  headlessOnly?: HeadlessOnly;
  context?: FixtureContext;
  entry?: FixtureEntry;
  steps: Steps;
  expectSubmission?: ExpectedSubmission;
}
/**
 * What differs from the sandbox's defaults while this fixture runs.
 *
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "FixtureContext".
 */
export interface FixtureContext {
  toggles?: Toggles;
  clock?: Clock;
  selectedPropertyId?: SelectedProperty;
}
/**
 * Feature toggles by name, written as configuration values in the sandbox before the journey starts (e.g. {"IsMyPeabodyCatalystFinancialEnquiry": "false"}). Values are the strings "true" or "false", as the gateway stores them.
 */
export interface Toggles {
  [k: string]: 'true' | 'false';
}
/**
 * The journey is started from another page's address (the journey's `entry`, docs/journeys.md "Starting a journey from another page"), e.g. the repair detail page's Reschedule appointment opening /appointmentscheduler?mode=reschedule&id=…, rather than at its first page. The entry's effects run, its answers are taken and it fast-forwards as in the portal; `expect` judges where that leads.
 *
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "FixtureEntry".
 */
export interface FixtureEntry {
  params: AddressParameters;
  faults?: Faults;
  expect: StepExpectation;
}
/**
 * The entry's parameters as the address carries them, by name (every parameter the journey's entry declares, with an allowed value), e.g. {"mode": "reschedule", "id": "f0000000-0000-4000-8000-0000a1e00003"}. Ids are those of the persona's seeded records (sandbox/db/seed/personas.ts), which are the same in every sandbox.
 */
export interface AddressParameters {
  [k: string]: string;
}
export interface Fault1 {
  method?: Method;
  path: Path;
  kind: Kind;
  status?: Status;
  delayMs?: Delay;
  field?: Field;
  body?: Body;
  times?: Times;
}
/**
 * For kind "concurrent", the other writer's JSON body (e.g. the contact details someone changed elsewhere); for kind "override", the fields set over the answer.
 */
export interface Body {}
/**
 * What must follow the action. Only what is given is checked.
 *
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "StepExpectation".
 */
export interface StepExpectation {
  next: NextPage;
  messages?: Messages;
  blocked?: Blocked;
  calls?: GatewayCalls;
}
/**
 * A gateway call, named by method and path, with the key fields of its body.
 *
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "ExpectedCall".
 */
export interface ExpectedCall {
  method: Method1;
  path: Path1;
  body?: Body1;
}
/**
 * Key fields of the JSON body: only the fields given are compared (objects field by field, lists item by item, other values with ===).
 */
export interface Body1 {
  [k: string]: unknown;
}
export interface FixtureStep1 {
  at: At;
  answers?: Answers;
  action?: Action;
  calls?: WidgetCalls;
  waitMs?: Wait;
  faults?: Faults1;
  expect: StepExpectation;
}
/**
 * What the resident enters, by field id, before the action: text as typed (characters the field strips are removed and their message shown), choices by value, lists for checkboxes. Fields not named keep what the page shows (the earlier answer or the field's initial value). Omit it to press Continue with nothing entered.
 */
export interface Answers {
  [k: string]: unknown;
}
/**
 * One call a widget makes on the page (a field's `calls` in the journey), e.g. {"field": "media", "call": "upload", "argument": {"name": "leak.jpg", "type": "image/jpeg", "base64": "…"}}.
 *
 * This interface was referenced by `Fixture`'s JSON-Schema
 * via the `definition` "WidgetCall".
 */
export interface WidgetCall {
  field: Field1;
  call: Call;
  argument?: Argument;
  expectError?: ExpectedError;
}
/**
 * Key fields of the body of the submitting call: the last POST, PUT or PATCH made during the replay. Only the fields given are compared (objects field by field, lists item by item).
 */
export interface ExpectedSubmission {
  [k: string]: unknown;
}
