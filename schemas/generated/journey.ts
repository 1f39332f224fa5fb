/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * Path to schemas/journey.schema.json, so editors complete and check this file.
 */
export type Schema = string;
/**
 * Stable id of the journey, in kebab-case (e.g. "financial-referral"). Drafts and fixtures refer to it.
 */
export type JourneyId = string;
/**
 * Content version of this journey. Increase it when you change steps or fields, so saved drafts can tell.
 */
export type JourneyVersion = number;
/**
 * Title of the journey (locale key), shown in the page title after the step title.
 */
export type JourneyTitle = LocaleKey | LiteralText;
/**
 * A key of locales/en.json. In generated steps it may contain placeholders such as {item.errorCode}.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "LocaleKey".
 */
export type LocaleKey = string;
/**
 * The text, which may contain placeholders such as {item.label}.
 */
export type LiteralTextValue = string;
/**
 * Plain-English note for analysts: what this journey is for. Not shown to residents.
 */
export type Description = string;
/**
 * When true, each step shows "Step N of about M", computed from the resident's answers.
 */
export type ShowProgress = boolean;
/**
 * Where the value comes from and what it means, in plain English.
 */
export type Description1 = string;
/**
 * The JSON type of the value.
 */
export type Type = 'string' | 'number' | 'boolean' | 'array' | 'object';
/**
 * What the effect does, in plain English.
 */
export type Description2 = string;
/**
 * Where the result is kept: conditions read it as effects.<storeAs>. Leave out when the result is not needed.
 */
export type StoreResultAs = string;
/**
 * The page's route, e.g. "/repairJourneyErrorPage".
 */
export type PageAddress = string;
/**
 * The message key passed to the page.
 */
export type Message = LocaleKey | LiteralText;
/**
 * The steps in journey order. The first step is where the journey starts; forward routes may only point to later steps.
 *
 * @minItems 1
 */
export type Steps = [Step, ...Step[]];
/**
 * Stable id in kebab-case, unique in the journey. Routes point to it.
 */
export type StepId = string;
/**
 * The page address, e.g. "/enquiryconsent". Generated steps use placeholders: "/DampAndMouldAssesment/{key}".
 */
export type PageAddress1 = string;
/**
 * question: asks for answers; check-answers: the summary with change links; outcome: the last page (e.g. a confirmation).
 */
export type Kind = 'question' | 'check-answers' | 'outcome';
/**
 * Page heading (locale key).
 */
export type Title = LocaleKey | LiteralText | TextWithParams;
/**
 * A key of locales/en.json whose text has {name} placeholders, e.g. "Use {phone}, the number we have for you".
 */
export type LocaleKey1 = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Logic".
 */
export type Logic = unknown;
/**
 * A locale key (without placeholders to fill) shown instead when any parameter is missing (null, undefined or empty text), e.g. "The phone number we have for you".
 */
export type FallbackKey = string;
/**
 * Text under the heading (locale key).
 */
export type Hint = LocaleKey | LiteralText | TextWithParams;
/**
 * Plain-English note for analysts. Not shown to residents.
 */
export type Description3 = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic1 = unknown;
/**
 * Stable id, unique in the journey; conditions read the answer as answers.<id>. Letters, digits and _ (placeholders allowed in generated steps, e.g. "case_{item.questionId}").
 */
export type FieldId = string;
/**
 * Name of the widget in the widget registry, e.g. "radios", "checkboxes", "select", "text", "textarea", "tel".
 */
export type Widget = string;
/**
 * The question or label (locale key).
 */
export type Label = LocaleKey | LiteralText | TextWithParams;
/**
 * Hint under the label (locale key).
 */
export type Hint1 = LocaleKey | LiteralText | TextWithParams;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic2 = unknown;
/**
 * The stored answer (conditions compare with it using "===").
 */
export type Value = string | number | boolean;
/**
 * The choice's text (locale key).
 */
export type Label1 = LocaleKey | LiteralText | TextWithParams;
/**
 * Hint under the choice.
 */
export type Hint2 = LocaleKey | LiteralText | TextWithParams;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic3 = unknown;
/**
 * The choices of a radios, checkboxes or select widget.
 */
export type Options = FieldOption[];
/**
 * Where the array is, e.g. "context.properties", "effects.duplicates" or "item.options".
 */
export type Source = string;
/**
 * Path inside each element of the stored value, e.g. "id".
 */
export type ValuePath = string;
/**
 * Path inside each element of the text shown, e.g. "formattedAddress". The text is shown as it is.
 */
export type LabelPath = string;
/**
 * Path inside each element of a hint, if any.
 */
export type HintPath = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic4 = unknown;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic5 = unknown;
/**
 * One validation rule with its message code.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ValidationRule".
 */
export type ValidationRule = RequiredRule | LengthRule | PatternRule | CharactersRule | LogicRule;
/**
 * required
 */
export type Rule = 'required';
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message1 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn = 'typing' | 'continue';
/**
 * Check the rule only when this is true (e.g. name required only when another number is chosen).
 */
export type When = unknown;
/**
 * A parameter value.
 */
export type Parameter = string | number;
/**
 * minLength or maxLength
 */
export type Rule1 = 'minLength' | 'maxLength';
/**
 * The limit, in characters (or choices).
 */
export type Value1 = number;
/**
 * maxLength only: cut the text at the limit as the resident types instead of showing an error.
 */
export type Cut = boolean;
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message2 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity1 = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn1 = 'typing' | 'continue';
/**
 * Check the rule only when this is true (e.g. name required only when another number is chosen).
 */
export type When1 = unknown;
/**
 * pattern
 */
export type Rule2 = 'pattern';
/**
 * A JavaScript regular expression (Unicode mode).
 */
export type Pattern = string;
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message3 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity2 = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn2 = 'typing' | 'continue';
/**
 * Check the rule only when this is true (e.g. name required only when another number is chosen).
 */
export type When2 = unknown;
/**
 * allowedCharacters or forbiddenCharacters
 */
export type Rule3 = 'allowedCharacters' | 'forbiddenCharacters';
/**
 * Each character listed literally, e.g. "$^&*_{};<>/". No escaping.
 */
export type Characters = string;
/**
 * A class of characters.
 */
export type Class = 'letters' | 'digits' | 'spaces';
/**
 * Whole classes of characters: letters (any alphabet), digits, spaces (space, tab and line breaks).
 */
export type CharacterClasses = Class[];
/**
 * Remove the characters as the resident types (the message tells them) instead of rejecting the answer.
 */
export type Strip = boolean;
/**
 * urls: web addresses in the text are not checked.
 */
export type Ignore = 'urls';
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message4 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity3 = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn3 = 'typing' | 'continue';
/**
 * Check the rule only when this is true (e.g. name required only when another number is chosen).
 */
export type When3 = unknown;
/**
 * logic
 */
export type Rule4 = 'logic';
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic6 = unknown;
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message5 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity4 = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn4 = 'typing' | 'continue';
/**
 * Check the rule only when this is true (e.g. name required only when another number is chosen).
 */
export type When4 = unknown;
/**
 * Rules checked in order; each names its message code.
 */
export type Validation = ValidationRule[];
/**
 * trim: remove leading and trailing spaces; line-breaks-to-spaces: replace line breaks by spaces.
 */
export type Normalisation = 'trim' | 'line-breaks-to-spaces';
/**
 * Changes applied to the typed text when the resident leaves the field.
 */
export type Normalise = Normalisation[];
/**
 * A field id, "@step:<stepId>" or "@later".
 */
export type Cleared = string;
/**
 * What a change of this answer clears: field ids of later steps, "@step:<stepId>" (every field of that step, including generated pages), or "@later" (every field of every later step).
 */
export type Clears = Cleared[];
/**
 * Row label when it differs from the field label.
 */
export type Label2 = LocaleKey | LiteralText | TextWithParams;
/**
 * When true the answer is not listed.
 */
export type Hide = boolean;
/**
 * The questions on this page, in order. One question per page is the norm.
 */
export type Fields = Field[];
/**
 * Rules across several fields of this page, shown at the top of the page (rule "logic" only).
 */
export type PageValidation = LogicRule[];
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic7 = unknown;
/**
 * Where this route goes.
 */
export type To = string;
/**
 * The rule in plain English (e.g. "Emergency on a property goes to the emergency question").
 */
export type Description4 = string;
/**
 * Forward routes, tried in order; exactly one has no condition (the default) and it comes last. Only an outcome step may have none.
 */
export type Next = Route[];
/**
 * Explicit back routes, only where the specification defines them. Without them Back goes to the previous step on the resident's path.
 */
export type Back = Route[];
/**
 * Name of an effect declared in the journey's "effects".
 */
export type Effect = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic8 = unknown;
/**
 * Message key.
 */
export type Message6 = string;
/**
 * Milliseconds before the message shows.
 */
export type AfterMs = number;
/**
 * Stay on the step and show this message.
 */
export type Message7 = string;
/**
 * Name of an error page in the journey's errorPages.
 */
export type ErrorPage1 = string;
/**
 * Go on as if the call succeeded (e.g. a best-effort save).
 */
export type Ignore1 = boolean;
/**
 * How many more attempts after the first failure (e.g. job number polling: 4).
 */
export type Retries = number;
/**
 * Milliseconds between attempts.
 */
export type RetryDelayMs = number;
/**
 * Give up an attempt after this many milliseconds (default: the gateway time-out).
 */
export type TimeOutMs = number;
/**
 * Effects run when the step is shown (e.g. load the appointment slots).
 */
export type OnEnter = EffectCall[];
/**
 * Effects run on Continue, after validation and before the next step is chosen (e.g. save the draft).
 */
export type OnExit = EffectCall[];
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic9 = unknown;
/**
 * Message code shown (e.g. "SSR048"), or {"key": "…", "params": {…}} with values filled in.
 */
export type Message8 = MessageCode | TextWithParams;
/**
 * A message code: a key of locales/en.json such as "SSR051" or "Case_CC010". In generated steps it may contain placeholders such as {item.blocking.errorCode}.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "MessageCode".
 */
export type MessageCode = string;
/**
 * disable-continue: Continue is disabled until the answer changes; confirm-to-continue: the first Continue shows the message, a second one goes on (it is then shown as a warning); stop: only Exit remains.
 */
export type Mode = 'disable-continue' | 'confirm-to-continue' | 'stop';
/**
 * Field the message belongs to (shown beside it); leave out for a page-level message.
 */
export type MessageField = string;
/**
 * The rule in plain English.
 */
export type Description5 = string;
/**
 * Answers or results that stop the resident going on, in order; the first whose condition is true applies.
 */
export type BlockingOutcomes = Blocking[];
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic10 = unknown;
/**
 * Message code, or {"key": "…", "params": {…}} with values filled in.
 */
export type Message9 = MessageCode | TextWithParams;
/**
 * Field the warning belongs to, if any.
 */
export type WarningField = string;
/**
 * Soft warnings shown on the page; they never stop the resident.
 */
export type Warnings = Warning[];
/**
 * The data array, e.g. "effects.caseType.additionalInfo" or "effects.dampMouldQuestions".
 */
export type ForEach = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic11 = unknown;
/**
 * Path in each element of its stable key (e.g. "questionId"); default its position.
 */
export type Key = string;
/**
 * Path in each element: one page per distinct value, in ascending order (e.g. "pageGroupId"). The value is the page's {key}.
 */
export type GroupBy = string;
/**
 * For each element on the page, the first template whose condition is true gives its field (e.g. Radio → radios, List → select, Text → textarea).
 *
 * @minItems 1
 */
export type FieldTemplates = [FieldTemplate, ...FieldTemplate[]];
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic12 = unknown;
/**
 * Show the Back link (default true).
 */
export type ShowBack = boolean;
/**
 * Show the Exit button (default true).
 */
export type ShowExit = boolean;
/**
 * Show "Save and exit" (default false; needs journey.saveAndExit).
 */
export type ShowSaveAndExit = boolean;
/**
 * Label of the Continue button (e.g. "Submit" on a check-answers step).
 */
export type ContinueLabel = LocaleKey | LiteralText | TextWithParams;
/**
 * The route to go to, e.g. "/customer360View".
 */
export type To1 = string;
/**
 * Locale key of the confirmation dialog's heading. Leave out to go without asking.
 */
export type Confirm = LocaleKey | LiteralText;
/**
 * Message shown after leaving, e.g. SSR068 (your draft is saved).
 */
export type Message10 = LocaleKey | LiteralText;
/**
 * When true the resident's answers are discarded (e.g. case creation: exit clears the draft).
 */
export type ClearDraft = boolean;
/**
 * Effects run before leaving, in order (e.g. save the draft work order).
 */
export type Effects = EffectCall[];
/**
 * A locale key from locales/en.json (e.g. "SSR051"); {"text": "…"} for text that comes from data (generated steps), which is shown as it is; or {"key": "…", "params": {…}} for a locale text with values from answers, context or effects filled in.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Text".
 */
export type Text = LocaleKey | LiteralText | TextWithParams;
/**
 * A locale key from locales/en.json, or {"text": "…"}. Used for the journey's own texts (title, error pages, ways out), which are shown outside any step, so they cannot take values from answers.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "FixedText".
 */
export type FixedText = LocaleKey | LiteralText;
/**
 * A message code of locales/en.json (e.g. "SSR048"), or {"key": "…", "params": {…}} for a message with values from answers, context or effects filled in.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "MessageText".
 */
export type MessageText = MessageCode | TextWithParams;
/**
 * Where a route goes: a step id, "@exit", "@saveAndExit", "@leave", "@errorPage:<name>", or "@route:/path" (a page outside the journey, e.g. "@route:/appointmentscheduler").
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Target".
 */
export type Target = string;
/**
 * A message code: a key of locales/en.json such as "SSR051" or "Case_CC010". In generated steps it may contain placeholders such as {item.blocking.errorCode}.
 */
export type MessageCode1 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity5 = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn5 = 'typing' | 'continue';
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic13 = unknown;

/**
 * A resident journey (repair, damp and mould, service request, financial referral): its steps, fields, validation, routes, effects and exit behaviour. Read docs/journeys.md for a guided tour.
 */
export interface Journey {
  $schema?: Schema;
  id: JourneyId;
  version: JourneyVersion;
  title: JourneyTitle;
  description?: Description;
  showProgress?: ShowProgress;
  context?: ContextDeclarations;
  effects?: EffectDeclarations;
  errorPages?: ErrorPages;
  steps: Steps;
  exit: Exit;
  saveAndExit?: SaveAndExit;
  leave?: Leave;
}
/**
 * Text shown as it is (typically from data in a generated step).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "LiteralText".
 */
export interface LiteralText {
  text: LiteralTextValue;
}
/**
 * Every context variable the journey reads (customer, properties, toggles…), keyed by its dotted path under context.*, e.g. "toggles.isCovidQuestionRequired". Conditions may only read declared context.
 */
export interface ContextDeclarations {
  [k: string]: ContextDeclaration;
}
/**
 * A context variable the runtime provides before the journey starts.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ContextDeclaration".
 */
export interface ContextDeclaration {
  description: Description1;
  type?: Type;
}
/**
 * Every effect (a named call to the association's systems) the journey uses, keyed by effect name, e.g. "workOrder.saveDraft".
 */
export interface EffectDeclarations {
  [k: string]: EffectDeclaration;
}
/**
 * An effect the journey uses. The effect itself is TypeScript code in src/effects registered under this name.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "EffectDeclaration".
 */
export interface EffectDeclaration {
  description: Description2;
  storeAs?: StoreResultAs;
}
/**
 * Named error pages that routes and effect failures can send the resident to with "@errorPage:<name>".
 */
export interface ErrorPages {
  [k: string]: ErrorPage;
}
/**
 * An error page the journey can send the resident to.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ErrorPage".
 */
export interface ErrorPage {
  route: PageAddress;
  message?: Message;
}
/**
 * One page of the journey.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Step".
 */
export interface Step {
  id: StepId;
  route: PageAddress1;
  kind: Kind;
  title: Title;
  hint?: Hint;
  description?: Description3;
  when?: Logic1;
  fields?: Fields;
  validation?: PageValidation;
  next?: Next;
  back?: Back;
  onEnter?: OnEnter;
  onExit?: OnExit;
  blocking?: BlockingOutcomes;
  warnings?: Warnings;
  generate?: Generate;
  actions?: Actions;
}
/**
 * A locale key whose {placeholders} are filled with values worked out from the resident's answers, the context, effect results (and item.* in generated steps), e.g. {"key": "Financial_contact_number_on_file", "params": {"phone": {"format-phone": [{"var": "context.customer.phoneNumber"}]}}}. A missing value (null or empty) shows as nothing, unless a `fallback` key is given: then the fallback is shown instead.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "TextWithParams".
 */
export interface TextWithParams {
  key: LocaleKey1;
  params: TextParameters;
  fallback?: FallbackKey;
}
/**
 * One json-logic expression per placeholder: {"phone": {"format-phone": [{"var": "context.customer.phoneNumber"}]}}. Texts and numbers are shown as they are; null or a missing value as nothing.
 */
export interface TextParameters {
  [k: string]: Logic;
}
/**
 * One question: its value's JSON Schema, the widget that shows it, its texts and its validation.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Field".
 */
export interface Field {
  id: FieldId;
  schema: ValueSchema;
  widget: Widget;
  uiOptions?: WidgetOptions;
  label: Label;
  hint?: Hint1;
  when?: Logic2;
  options?: Options;
  optionsFrom?: OptionsFromData;
  initial?: Logic5;
  validation?: Validation;
  normalise?: Normalise;
  clears?: Clears;
  summary?: Summary;
}
/**
 * JSON Schema of the answer, e.g. {"type": "string"} or {"type": "array", "items": {"type": "string"}}.
 */
export interface ValueSchema {}
/**
 * Options passed to the widget as they are (e.g. {"rows": 5, "characterCount": 1500}).
 */
export interface WidgetOptions {}
/**
 * One choice.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "FieldOption".
 */
export interface FieldOption {
  value: Value;
  label: Label1;
  hint?: Hint2;
  when?: Logic3;
}
/**
 * Choices built from data instead of a fixed list.
 */
export interface OptionsFromData {
  source: Source;
  value: ValuePath;
  label: LabelPath;
  hint?: HintPath;
  filter?: Logic4;
}
/**
 * An answer is needed: not empty, not only spaces, and for several choices at least one.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "RequiredRule".
 */
export interface RequiredRule {
  rule: Rule;
  message: Message1;
  severity?: Severity;
  on?: CheckedOn;
  when?: When;
  params?: MessageParameters;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters {
  [k: string]: Parameter;
}
/**
 * Least or most characters (or choices). An empty answer passes: add "required" for that.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "LengthRule".
 */
export interface LengthRule {
  rule: Rule1;
  value: Value1;
  strip?: Cut;
  message: Message2;
  severity?: Severity1;
  on?: CheckedOn1;
  when?: When1;
  params?: MessageParameters1;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters1 {
  [k: string]: Parameter;
}
/**
 * The text must match a regular expression (e.g. "^0[0-9]{10}$"). An empty answer passes.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "PatternRule".
 */
export interface PatternRule {
  rule: Rule2;
  value: Pattern;
  message: Message3;
  severity?: Severity2;
  on?: CheckedOn2;
  when?: When2;
  params?: MessageParameters2;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters2 {
  [k: string]: Parameter;
}
/**
 * Which characters the text may contain (allowedCharacters) or must not contain (forbiddenCharacters).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "CharactersRule".
 */
export interface CharactersRule {
  rule: Rule3;
  characters?: Characters;
  classes?: CharacterClasses;
  strip?: Strip;
  ignore?: Ignore;
  message: Message4;
  severity?: Severity3;
  on?: CheckedOn3;
  when?: When3;
  params?: MessageParameters3;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters3 {
  [k: string]: Parameter;
}
/**
 * A json-logic condition that must be true, and may read any earlier answer and this page's answers (answers.*).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "LogicRule".
 */
export interface LogicRule {
  rule: Rule4;
  value: Logic6;
  message: Message5;
  severity?: Severity4;
  on?: CheckedOn4;
  when?: When4;
  params?: MessageParameters4;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters4 {
  [k: string]: Parameter;
}
/**
 * How the answer shows on the check-answers page.
 */
export interface Summary {
  label?: Label2;
  hide?: Hide;
}
/**
 * One forward or back route. Routes are tried in order; the first whose condition is true wins; the route without a condition is the default and comes last.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Route".
 */
export interface Route {
  when?: Logic7;
  to: To;
  description?: Description4;
}
/**
 * A call of a declared effect. The engine only says which effects to run; the runtime runs them and stores the result as effects.<storeAs>.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "EffectCall".
 */
export interface EffectCall {
  effect: Effect;
  when?: Logic8;
  input?: Input;
  pending?: PendingMessage;
  onError: OnError;
}
/**
 * The effect's input: each property is a json-logic expression over answers, context and effects.
 */
export interface Input {
  [k: string]: Logic;
}
/**
 * A message shown when the call takes a while (e.g. the case pending-creation warning after 1 second).
 */
export interface PendingMessage {
  message: Message6;
  afterMs: AfterMs;
}
/**
 * What happens when the call fails.
 */
export interface OnError {
  message?: Message7;
  errorPage?: ErrorPage1;
  ignore?: Ignore1;
  retries?: Retries;
  retryDelayMs?: RetryDelayMs;
  timeoutMs?: TimeOutMs;
}
/**
 * An answer or result that blocks the resident: a message, and how Continue behaves.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Blocking".
 */
export interface Blocking {
  when: Logic9;
  message: Message8;
  mode: Mode;
  field?: MessageField;
  params?: MessageParameters5;
  description?: Description5;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters5 {
  [k: string]: Parameter;
}
/**
 * A soft warning shown on the page.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Warning".
 */
export interface Warning {
  when?: Logic10;
  message: Message9;
  field?: WarningField;
  params?: MessageParameters6;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters6 {
  [k: string]: Parameter;
}
/**
 * Makes this step a template: one page per data item (or per group of items), e.g. one page per enabled case question.
 */
export interface Generate {
  forEach: ForEach;
  filter?: Logic11;
  key?: Key;
  groupBy?: GroupBy;
  fields: FieldTemplates;
}
/**
 * A field made for each data element that matches.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "FieldTemplate".
 */
export interface FieldTemplate {
  when?: Logic12;
  field: Field1;
}
/**
 * One question: its value's JSON Schema, the widget that shows it, its texts and its validation.
 */
export interface Field1 {
  id: FieldId;
  schema: ValueSchema;
  widget: Widget;
  uiOptions?: WidgetOptions;
  label: Label;
  hint?: Hint1;
  when?: Logic2;
  options?: Options;
  optionsFrom?: OptionsFromData;
  initial?: Logic5;
  validation?: Validation;
  normalise?: Normalise;
  clears?: Clears;
  summary?: Summary;
}
/**
 * Which buttons the page shows.
 */
export interface Actions {
  back?: ShowBack;
  exit?: ShowExit;
  saveAndExit?: ShowSaveAndExit;
  continueLabel?: ContinueLabel;
}
/**
 * What the Exit button (and the "@exit" target) does.
 */
export interface Exit {
  to: To1;
  confirm?: Confirm;
  message?: Message10;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * What "Save and exit" (and the "@saveAndExit" target) does. Leave out when the journey has no draft.
 */
export interface SaveAndExit {
  to: To1;
  confirm?: Confirm;
  message?: Message10;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * What "Leave" in the exit dialog (and the "@leave" target) does, e.g. cancel the draft work order.
 */
export interface Leave {
  to: To1;
  confirm?: Confirm;
  message?: Message10;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * Where a way out of the journey goes and what happens on the way.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ExitBehaviour".
 */
export interface ExitBehaviour {
  to: To1;
  confirm?: Confirm;
  message?: Message10;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * Which buttons the step shows.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "StepActions".
 */
export interface StepActions {
  back?: ShowBack;
  exit?: ShowExit;
  saveAndExit?: ShowSaveAndExit;
  continueLabel?: ContinueLabel;
}
/**
 * Choices built from an array in context, effects or the generating item.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "OptionsFrom".
 */
export interface OptionsFrom {
  source: Source;
  value: ValuePath;
  label: LabelPath;
  hint?: HintPath;
  filter?: Logic4;
}
/**
 * How an answer shows on the check-answers page.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "SummaryOptions".
 */
export interface SummaryOptions {
  label?: Label2;
  hide?: Hide;
}
/**
 * Properties every validation rule has.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "RuleCommon".
 */
export interface RuleCommon {
  message?: MessageCode1;
  severity?: Severity5;
  on?: CheckedOn5;
  when?: Logic13;
  params?: MessageParameters7;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters7 {
  [k: string]: Parameter;
}
/**
 * Failure policy of an effect call: exactly one of message (stay and show it), errorPage (go there) or ignore (go on).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ErrorPolicy".
 */
export interface ErrorPolicy {
  message?: Message7;
  errorPage?: ErrorPage1;
  ignore?: Ignore1;
  retries?: Retries;
  retryDelayMs?: RetryDelayMs;
  timeoutMs?: TimeOutMs;
}
/**
 * Turns the step into a template: one page per element of a data array (or per group of elements). Placeholders {key}, {index} and {item.<path>} are filled in every text, id and route; conditions read the element as item.*.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Generate".
 */
export interface Generate1 {
  forEach: ForEach;
  filter?: Logic11;
  key?: Key;
  groupBy?: GroupBy;
  fields: FieldTemplates;
}
