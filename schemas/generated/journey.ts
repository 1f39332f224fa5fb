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
 * A key of the English locale (locales/en/). In generated steps it may contain placeholders such as {item.errorCode}.
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
 * When true, leaving the journey's pages by a way that is not one of its own (the menu, another link, the browser's Back) discards the draft: what was typed and answered. Coming back starts afresh from what is on file, so nothing the resident abandoned can be saved by mistake (the profile edit). A reload of one of its pages keeps it. Leave out for a journey whose draft the resident comes back to (a repair).
 */
export type DiscardWhenLeft = boolean;
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
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Logic".
 */
export type Logic = unknown;
/**
 * The failure policy of every call of this effect that gives none of its own.
 */
export type DefaultErrorPolicy = ErrorPolicy | PolicyName;
/**
 * The name of one of the journey's errorPolicies this policy starts from; the other properties here change it (e.g. {"use": "standard", "timeoutMs": 7000}).
 */
export type Use = string;
/**
 * Stay on the step and show this message.
 */
export type Message = string;
/**
 * With message: what the step shows instead when the call cannot tell whether its write happened (no answer came in time, the connection dropped, the gateway is still doing the same operation): a write that may have worked is never called failed (decision 0037's rule), e.g. the case creation's "we are checking". Pressing Continue again repeats the call under the same operation key, so it checks rather than writes twice.
 */
export type MessageWhenTheOutcomeIsNotKnown = string;
/**
 * Name of an error page in the journey's errorPages.
 */
export type ErrorPage = string;
/**
 * Name of one of the journey's endings: the journey ends that way (e.g. "availabilityTimedOut").
 */
export type End = string;
/**
 * Go on as if the call succeeded (e.g. a best-effort save).
 */
export type Ignore = boolean;
/**
 * How many more attempts after the first failure (e.g. job number polling: 4).
 */
export type Retries = number;
/**
 * Milliseconds between attempts.
 */
export type RetryDelayMs = number;
/**
 * The longest the resident waits for the effect, in milliseconds: every attempt and every pause between them counts (default 5000, the spinner time-out; repairs.md §9 allows 5000 to 7000, and the spec's longer waits, availability and job number polling, say so). An attempt still running then is stopped, and a retry whose pause would end later is not made.
 */
export type TimeOutMs = number;
export type PolicyName = string;
/**
 * The page's route, e.g. "/repairJourneyErrorPage".
 */
export type PageAddress = string;
/**
 * The message key passed to the page.
 */
export type Message1 = LocaleKey | LiteralText;
/**
 * The name of the error page in errorPages that a visit shows when the journey's context (the customer, their properties, the toggles) cannot be read, e.g. "serviceDown" for portal.md §8 cases_servicedown. Without it the general error page is shown without a message.
 */
export type ErrorPageWhenTheContextFails = string;
/**
 * The steps in journey order. The first step is where the journey starts; forward routes may only point to later steps.
 *
 * @minItems 1
 */
export type Steps = [StepOrInclude, ...StepOrInclude[]];
/**
 * A page of the journey, or (with "include") the steps of another journey spliced in at this place.
 */
export type StepOrInclude = Step;
/**
 * The route to go to, e.g. "/customer360View".
 */
export type To = string;
/**
 * Locale key of the confirmation dialog's heading. Leave out to go without asking.
 */
export type Confirm = LocaleKey | LiteralText;
/**
 * Label of the confirmation dialog's button that keeps the resident in the journey. Default: "No, stay on this page"; in Exit's three-button dialog (a journey with Save and exit) "Return to repair". Only with confirm.
 */
export type CancelLabel = LocaleKey | LiteralText;
/**
 * Message shown after leaving, e.g. SSR068 (your draft is saved).
 */
export type Message2 = LocaleKey | LiteralText;
/**
 * When true the resident's answers are discarded (e.g. case creation: exit clears the draft).
 */
export type ClearDraft = boolean;
/**
 * Name of an effect declared in the journey's "effects".
 */
export type Effect = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic1 = unknown;
/**
 * Message key.
 */
export type Message3 = string;
/**
 * Milliseconds before the message shows.
 */
export type AfterMs = number;
/**
 * What happens when the call fails: a policy, or the name of one of the journey's errorPolicies. Required unless the effect's declaration gives a default onError.
 */
export type OnError = ErrorPolicy | PolicyName;
/**
 * Effects run before leaving, in order (e.g. save the draft work order).
 */
export type Effects = EffectCall[];
/**
 * The route to go to, e.g. "/customer360View".
 */
export type To1 = string;
/**
 * Message shown on arrival (the home page's banner): a locale key, or {"key": "…", "params": {…}} with values worked out when the ending happens (after its effects ran), e.g. the booked appointment's date.
 */
export type Message4 = LocaleKey | LiteralText | TextWithParams;
/**
 * A key of the English locale (locales/en/) whose text has {name} placeholders, e.g. "Use {phone}, the number we have for you".
 */
export type LocaleKey1 = string;
/**
 * A locale key (without placeholders to fill) shown instead when any parameter is missing (null, undefined or empty text), e.g. "The phone number we have for you".
 */
export type FallbackKey = string;
/**
 * The pop-up's heading.
 */
export type Title = LocaleKey | LiteralText | TextWithParams;
/**
 * The pop-up's text.
 */
export type Body = LocaleKey | LiteralText | TextWithParams;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic2 = unknown;
/**
 * When true the resident's answers are discarded.
 */
export type ClearDraft1 = boolean;
/**
 * Effects run before leaving, in order (e.g. complete the damp and mould activity).
 */
export type Effects1 = EffectCall[];
/**
 * Plain-English note for analysts: when the journey ends this way. Not shown to residents.
 */
export type Description3 = string;
/**
 * Plain-English note for analysts: who starts the journey this way and why. Not shown to residents.
 */
export type Description4 = string;
/**
 * What the value is, for analysts.
 */
export type Description5 = string;
/**
 * The values it may take; any other value is not this entry (the address then opens the journey as usual).
 *
 * @minItems 1
 */
export type Values = [string, ...string[]];
/**
 * When true the address may leave this parameter out (effects.entry.<name> is then missing): the entry opens when every other parameter is present and at least one of its parameters is. E.g. the repair journey's draft (Resume repair) and recall (Report the problem again) are each optional: either starts the entry.
 */
export type Optional = boolean;
/**
 * Effects run first, in order (e.g. read the work order and its contractor's availability). A failure follows its onError policy; a message policy sends the resident to the generic error page, as there is no page yet to show it on.
 */
export type Effects2 = EffectCall[];
/**
 * When true, from where next leads the journey presses Continue on each step whose fields have answers, stopping at the first that has none, is refused or is a check-answers step; the resident lands there, or on an earlier step that says landOnResume. A step whose answers are all optional (a photos page) is passed only when a step after it has an answer: the resident had been past it.
 */
export type FastForward = boolean;
/**
 * Where the journey starts after the effects: routes tried in order, one default last (a step id, or a way out such as "@end:noAppointments").
 *
 * @minItems 1
 */
export type Next = [Route, ...Route[]];
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic3 = unknown;
/**
 * Where this route goes.
 */
export type To2 = string;
/**
 * The rule in plain English (e.g. "Emergency on a property goes to the emergency question").
 */
export type Description6 = string;
/**
 * A locale key from the English locale (locales/en/) (e.g. "SSR051"); {"text": "…"} for text that comes from data (generated steps), which is shown as it is; or {"key": "…", "params": {…}} for a locale text with values from answers, context or effects filled in.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Text".
 */
export type Text = LocaleKey | LiteralText | TextWithParams;
/**
 * A locale key from the English locale (locales/en/), or {"text": "…"}. Used for the journey's own texts (title, error pages, ways out), which are shown outside any step, so they cannot take values from answers.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "FixedText".
 */
export type FixedText = LocaleKey | LiteralText;
/**
 * A message code: a key of the English locale (locales/en/) such as "SSR051" or "Case_CC010". In generated steps it may contain placeholders such as {item.blocking.errorCode}.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "MessageCode".
 */
export type MessageCode = string;
/**
 * A message code of the English locale (locales/en/) (e.g. "SSR048"), or {"key": "…", "params": {…}} for a message with values from answers, context or effects filled in.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "MessageText".
 */
export type MessageText = MessageCode | TextWithParams;
/**
 * Where a route goes: a step id, "@exit", "@return" (in a journey other journeys include: back to the including journey, along the include step's next routes; only as the default route; on its own it is "@exit"), "@saveAndExit", "@leave", "@end:<name>" (one of the journey's endings), "@errorPage:<name>", or "@route:/path" (a page outside the journey, e.g. "@route:/appointmentscheduler").
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Target".
 */
export type Target = string;
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
 * The button's text, e.g. "No suitable appointment".
 */
export type Label = LocaleKey | LiteralText | TextWithParams;
/**
 * Where it goes: an ending ("@end:noSuitableAppointment"), another way out, or an earlier step (the resident has not finished this one, so a later step cannot be reached).
 */
export type To3 = string;
/**
 * The dialog's heading.
 */
export type Title1 = LocaleKey | LiteralText | TextWithParams;
/**
 * The dialog's text.
 */
export type Body1 = LocaleKey | LiteralText | TextWithParams;
/**
 * The button that goes, e.g. "Continue".
 */
export type ConfirmLabel = LocaleKey | LiteralText | TextWithParams;
/**
 * The button that stays on the page (it has the focus when the dialog opens), e.g. "Check appointments".
 */
export type CancelLabel1 = LocaleKey | LiteralText | TextWithParams;
/**
 * Stable id in kebab-case, unique in the journey. Routes to it go to the first step of the included journey.
 */
export type StepId = string;
/**
 * Id of the journey whose steps are spliced in here: journeys/<include>.json (e.g. "damp-mould").
 */
export type Include = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic4 = unknown;
/**
 * Plain-English note for analysts: why the journey is included here. Not shown to residents.
 */
export type Description7 = string;
/**
 * Where the journey goes after the included steps: replaces every "@return" route of the included journey. Tried in order; exactly one has no condition (the default) and it comes last.
 *
 * @minItems 1
 */
export type Next1 = [Route, ...Route[]];
/**
 * Stable id in kebab-case, unique in the journey. Routes point to it.
 */
export type StepId1 = string;
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
export type Title2 = LocaleKey | LiteralText | TextWithParams;
/**
 * Text under the heading (locale key).
 */
export type Hint = LocaleKey | LiteralText | TextWithParams;
/**
 * What the page's h1 is. question (the default): on a page of one question (with any follow-ups it reveals) the question's label or legend is the h1, as GOV.UK's one-question pages do; otherwise the title. title: always the step's title, with the question labelled under it; for a field whose label names a control rather than asks the page's question (the photo uploader's "Photos or videos (optional)").
 */
export type PageHeading = 'question' | 'title';
/**
 * Plain-English note for analysts. Not shown to residents.
 */
export type Description8 = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic5 = unknown;
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
export type Label1 = LocaleKey | LiteralText | TextWithParams;
/**
 * Hint under the label (locale key).
 */
export type Hint1 = LocaleKey | LiteralText | TextWithParams;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic6 = unknown;
/**
 * The stored answer (conditions compare with it using "===").
 */
export type Value = string | number | boolean;
/**
 * The choice's text (locale key).
 */
export type Label2 = LocaleKey | LiteralText | TextWithParams;
/**
 * Hint under the choice.
 */
export type Hint2 = LocaleKey | LiteralText | TextWithParams;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic7 = unknown;
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
 * Path inside each element of the choice's text, e.g. "formattedAddress". Text or a number there is shown as it is (never read as a locale key); {"text": "…"} likewise; {"key": "<message code>", "params"?: {…}} is a message whose parameters are values: text or numbers shown as they are, texts of their own ({"text"} or {"key", "params"?}) or {"date": "<ISO date>"} shown as the UK long date. Effects give their choices' texts this way, as codes and data. Anything else stops the page with a configuration error.
 */
export type LabelPath = string;
/**
 * Path inside each element of the choice's hint, if any (none when the value there is null or missing). Read as the label is: text or a number as it is, {"text"}, or {"key", "params"?}.
 */
export type HintPath = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic8 = unknown;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic9 = unknown;
/**
 * One validation rule with its message code.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ValidationRule".
 */
export type ValidationRule = RequiredRule | LengthRule | PatternRule | FreeTextRule | CharactersRule | LogicRule;
/**
 * required
 */
export type Rule = 'required';
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message5 = string;
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
export type Message6 = string;
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
export type Message7 = string;
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
 * freeText
 */
export type Rule3 = 'freeText';
/**
 * Which text check of the specification: repair, referral or email.
 */
export type Check = 'repair' | 'referral' | 'email';
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message8 = string;
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
 * allowedCharacters or forbiddenCharacters
 */
export type Rule4 = 'allowedCharacters' | 'forbiddenCharacters';
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
export type Ignore1 = 'urls';
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message9 = string;
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
 * logic
 */
export type Rule5 = 'logic';
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic10 = unknown;
/**
 * Message code shown when the rule fails (e.g. "SSR051").
 */
export type Message10 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity5 = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn5 = 'typing' | 'continue';
/**
 * Check the rule only when this is true (e.g. name required only when another number is chosen).
 */
export type When5 = unknown;
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
 * A field id, "@step:<stepId>", "@later" or "@later-pages".
 */
export type Cleared = string;
/**
 * What a change of this answer clears: field ids of later steps, "@step:<stepId>" (every field of that step, including generated pages), "@later" (every field of every later step) or, on a generated step, "@later-pages" (every field of that step's later pages only).
 */
export type Clears = Cleared[];
/**
 * Row label when it differs from the field label.
 */
export type Label3 = LocaleKey | LiteralText | TextWithParams;
/**
 * When true the answer is not listed.
 */
export type Hide = boolean;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic11 = unknown;
/**
 * Name of an effect declared in the journey's "effects".
 */
export type Effect1 = string;
/**
 * The code a failure gets when the effect's error has no code of its own (e.g. "SSR011b", the file could not be uploaded); an error with a code (e.g. "Upload_Media_Wrong_File_Type") keeps it. The widget shows the message of the code.
 */
export type Message11 = string;
/**
 * How many more attempts after the first failure.
 */
export type Retries1 = number;
/**
 * Milliseconds between attempts.
 */
export type RetryDelayMs1 = number;
/**
 * The longest the resident waits for the call, in milliseconds: every attempt and every pause between them counts (default 5000, the spinner time-out; repairs.md §9 allows 5000 to 7000). An attempt still running then is stopped, and a retry whose pause would end later is not made.
 */
export type TimeOutMs1 = number;
/**
 * The questions on this page, in order. One question per page is the norm.
 */
export type Fields = Field[];
/**
 * Rules across several fields of this page, shown at the top of the page (rule "logic" only).
 */
export type PageValidation = LogicRule[];
/**
 * Forward routes, tried in order; exactly one has no condition (the default) and it comes last. Only an outcome step may have none.
 */
export type Next2 = Route[];
/**
 * Explicit back routes, only where the specification defines them. Without them Back goes to the previous step on the resident's path.
 */
export type Back = Route[];
/**
 * Effects run when the step is shown (e.g. load the appointment slots).
 */
export type OnEnter = EffectCall[];
/**
 * Effects run on Continue, after validation and before the next step is chosen (e.g. save the draft).
 */
export type OnExit = EffectCall[];
/**
 * Answers or results that stop the resident going on, in order; the first whose condition is true applies. An entry with "rows" is a blocking table: one block per row, written out in its place.
 */
export type BlockingOutcomes = Blocking[];
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic12 = unknown;
/**
 * Message code, or {"key": "…", "params": {…}} with values filled in.
 */
export type Message12 = MessageCode | TextWithParams;
/**
 * Field the warning belongs to, if any: shown beside it. Without one it is about the page, shown under the heading (under the question when the question is the heading).
 */
export type WarningField = string;
/**
 * inset (the default): GOV.UK inset text. warning: GOV.UK warning text, the ! icon and bold words, for what a resident must not miss (a gas leak, an electrical emergency).
 */
export type ShownAs = 'inset' | 'warning';
/**
 * The locale text is a lead and steps separated by question marks (repairs.md §8: "split on question marks"): the lead shows first, in bold, and the steps as a bulleted or numbered list. The lint checks the text has a lead and at least one step (JOURNEY_MESSAGE_NOT_A_LIST).
 */
export type List = 'bulleted' | 'numbered';
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
export type Logic13 = unknown;
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
export type Logic14 = unknown;
/**
 * Continue from a generated page moves on one page, or further when one of these holds: the first skip whose condition is true (read with the page's item.* and answers) moves `by` pages ahead (2 skips the next page) or, with "end", past the last page to the template's own next. The pages skipped are not on the resident's path, so Back follows the path taken and their answers are not used (portal.md §4 Case creation: +2, +3, +4 or to the end of the question list).
 *
 * @minItems 1
 */
export type Skips = [
  {
    when: Logic15;
    by: By;
    description?: Description9;
  },
  ...{
    when: Logic15;
    by: By;
    description?: Description9;
  }[]
];
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic15 = unknown;
/**
 * How many pages ahead Continue goes (2 or more), or "end": past the last page.
 */
export type By = number | 'end';
/**
 * Why the answer skips, for the analyst and the graph.
 */
export type Description9 = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic16 = unknown;
/**
 * A message code: a key of the English locale (locales/en/) such as "SSR051" or "Case_CC010". In generated steps it may contain placeholders such as {item.blocking.errorCode}.
 */
export type MessageCode1 = string;
/**
 * error (default) stops Continue; warning is shown but lets the resident go on.
 */
export type Severity6 = 'error' | 'warning';
/**
 * typing: checked as the resident types (and again on Continue); continue (default): checked on Continue or save.
 */
export type CheckedOn6 = 'typing' | 'continue';
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic17 = unknown;
/**
 * A failure policy written out, or the name of one of the journey's errorPolicies.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ErrorPolicyChoice".
 */
export type ErrorPolicyChoice = ErrorPolicy | PolicyName;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic18 = unknown;
/**
 * Message code shown (e.g. "SSR048"), or {"key": "…", "params": {…}} with values filled in.
 */
export type Message13 = MessageCode | TextWithParams;
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
export type Description10 = string;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic19 = unknown;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic20 = unknown;
/**
 * @minItems 1
 */
export type Rows = [BlockingTableRow, ...BlockingTableRow[]];
/**
 * One value of the table's "match" and the block it brings: "is" names the value, or "otherwise" takes any other.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "BlockingRow".
 */
export type BlockingTableRow = BlockingRow & BlockingRow1;
export type BlockingRow =
  | {
      is: unknown;
    }
  | {
      otherwise: unknown;
    };
/**
 * The value of "match" this row is for, e.g. "E21".
 */
export type Is = string | number | boolean;
/**
 * true: the row for any value no earlier row took. Put it last.
 */
export type Otherwise = true;
/**
 * A json-logic expression. Variables are namespaced: {"var": "answers.<fieldId>"}, {"var": "context.<path>"}, {"var": "effects.<storeAs>"} (and item.* in generated steps, option.* in option filters). Use "===" and "!==" only; custom operations are listed in docs/journeys.md.
 */
export type Logic21 = unknown;
/**
 * Message code shown (e.g. "SSR048"), or {"key": "…", "params": {…}} with values filled in.
 */
export type Message14 = MessageCode | TextWithParams;
/**
 * disable-continue: Continue is disabled until the answer changes; confirm-to-continue: the first Continue shows the message, a second one goes on (it is then shown as a warning); stop: only Exit remains.
 */
export type Mode1 = 'disable-continue' | 'confirm-to-continue' | 'stop';
/**
 * Field the message belongs to (shown beside it); leave out for a page-level message.
 */
export type MessageField1 = string;
/**
 * The rule in plain English.
 */
export type Description11 = string;
/**
 * disable-continue: Continue is disabled until the answer changes; confirm-to-continue: the first Continue shows the message, a second one goes on (it is then shown as a warning); stop: only Exit remains.
 */
export type Mode2 = 'disable-continue' | 'confirm-to-continue' | 'stop';
/**
 * Field the message belongs to (shown beside it); leave out for a page-level message.
 */
export type MessageField2 = string;
/**
 * The rule in plain English; each row's block says it, with the row's value, unless the row has its own.
 */
export type Description12 = string;

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
  discardWhenLeft?: DiscardWhenLeft;
  context?: ContextDeclarations;
  effects?: EffectDeclarations;
  errorPolicies?: ErrorPolicies;
  derived?: DerivedValues;
  errorPages?: ErrorPages;
  contextErrorPage?: ErrorPageWhenTheContextFails;
  steps: Steps;
  exit: Exit;
  saveAndExit?: SaveAndExit;
  leave?: Leave;
  endings?: Endings;
  entry?: Entry;
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
  input?: DefaultInput;
  onError?: DefaultErrorPolicy;
}
/**
 * Inputs every call of this effect gets (json-logic), under the call's own: a call's input of the same name wins (e.g. the draft's id and ETag for every save).
 */
export interface DefaultInput {
  [k: string]: Logic;
}
/**
 * Failure policy of an effect call: exactly one of message (stay and show it), errorPage (go there), end (end the journey that way) or ignore (go on).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ErrorPolicy".
 */
export interface ErrorPolicy {
  use?: Use;
  message?: Message;
  unknownOutcome?: MessageWhenTheOutcomeIsNotKnown;
  errorPage?: ErrorPage;
  end?: End;
  ignore?: Ignore;
  retries?: Retries;
  retryDelayMs?: RetryDelayMs;
  timeoutMs?: TimeOutMs;
}
/**
 * Named failure policies an effect call (or an effect's declaration) names instead of writing the policy out: "onError": "standard", or {"use": "standard", "timeoutMs": 7000} to change part of it. Each is a full policy (exactly one of message, errorPage, end, ignore).
 */
export interface ErrorPolicies {
  [k: string]: ErrorPolicy;
}
/**
 * Named values worked out from answers, context and effects (json-logic), read anywhere logic is written as {"var": "derived.<name>"}: an expression written once instead of at every call (e.g. the chosen property's id). Each use is checked where it is, like the expression written out there; a derived value may use another.
 */
export interface DerivedValues {
  [k: string]: Logic;
}
/**
 * Named error pages that routes and effect failures can send the resident to with "@errorPage:<name>".
 */
export interface ErrorPages {
  [k: string]: ErrorPage1;
}
/**
 * An error page the journey can send the resident to.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ErrorPage".
 */
export interface ErrorPage1 {
  route: PageAddress;
  message?: Message1;
}
/**
 * What the Exit button (and the "@exit" target) does.
 */
export interface Exit {
  to: To;
  confirm?: Confirm;
  cancelLabel?: CancelLabel;
  message?: Message2;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * A call of a declared effect. The engine only says which effects to run; the runtime runs them and stores the result as effects.<storeAs>.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "EffectCall".
 */
export interface EffectCall {
  effect: Effect;
  when?: Logic1;
  input?: Input;
  pending?: PendingMessage;
  onError?: OnError;
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
  message: Message3;
  afterMs: AfterMs;
}
/**
 * What "Save and exit" (and the "@saveAndExit" target) does. Leave out when the journey has no draft.
 */
export interface SaveAndExit {
  to: To;
  confirm?: Confirm;
  cancelLabel?: CancelLabel;
  message?: Message2;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * What "Leave" in the exit dialog (and the "@leave" target) does, e.g. cancel the draft work order.
 */
export interface Leave {
  to: To;
  confirm?: Confirm;
  cancelLabel?: CancelLabel;
  message?: Message2;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * Named ways the journey ends (e.g. "booked", "noAppointments"), used as the target "@end:<name>" or as an effect's onError "end". Each says where the resident goes, the message shown there (which may take values from answers and effect results), whether the draft is discarded and the effects run first.
 */
export interface Endings {
  [k: string]: Ending;
}
/**
 * One of the journey's endings (target "@end:<name>"): where the resident goes, the message shown there, whether the draft is discarded and the effects run first.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Ending".
 */
export interface Ending {
  to: To1;
  query?: Query;
  message?: Message4;
  dialog?: Dialog;
  clearDraft?: ClearDraft1;
  effects?: Effects1;
  description?: Description3;
}
/**
 * Parameters added to the address, each a json-logic expression worked out when the ending happens (e.g. {"id": {"var": "effects.entry.id"}} back to the repair's detail page). Empty values are left out.
 */
export interface Query {
  [k: string]: Logic;
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
 * A pop-up shown on arrival, over the page the ending goes to, after its message (portal.md §2: the catalyst thanks and on-hold pop-ups after a repair is logged). Shown once: a reload, Back or Forward never shows it again.
 */
export interface Dialog {
  title: Title;
  body: Body;
  when?: Logic2;
}
/**
 * Starting the journey from another page with values in the address (e.g. the repair detail page opens /appointmentscheduler?mode=reschedule&id=…). Any of the journey's step addresses with all the entry's parameters starts the journey afresh.
 */
export interface Entry {
  description?: Description4;
  params: Parameters;
  effects?: Effects2;
  answers?: Answers;
  fastForward?: FastForward;
  next: Next;
}
/**
 * The address parameters the entry takes, by name: all must be present, except those marked optional (at least one parameter must be present for the address to open the entry): e.g. id, mode.
 */
export interface Parameters {
  [k: string]: EntryParam;
}
/**
 * One address parameter of an entry.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "EntryParam".
 */
export interface EntryParam {
  description?: Description5;
  values?: Values;
  optional?: Optional;
}
/**
 * Answers taken from the effects' results, by field id: each a json-logic expression; a null or missing value leaves the field unanswered. For a field of pages generated from data (an id with placeholders, e.g. "dmc_{item.questionId}"), the expression gives an object of answers by generated field id (e.g. {"dmc_q1_1": ["2"]}); ids the template cannot make are left out.
 */
export interface Answers {
  [k: string]: Logic;
}
/**
 * One forward or back route. Routes are tried in order; the first whose condition is true wins; the route without a condition is the default and comes last.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Route".
 */
export interface Route {
  when?: Logic3;
  to: To2;
  description?: Description6;
}
/**
 * Where a way out of the journey goes and what happens on the way.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "ExitBehaviour".
 */
export interface ExitBehaviour {
  to: To;
  confirm?: Confirm;
  cancelLabel?: CancelLabel;
  message?: Message2;
  clearDraft?: ClearDraft;
  effects?: Effects;
}
/**
 * A pop-up an ending shows on the page it goes to: a heading and a text, closed with its button. Its texts' parameters and its condition are worked out when the ending happens (after its effects ran).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "EndingDialog".
 */
export interface EndingDialog {
  title: Title;
  body: Body;
  when?: Logic2;
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
  alternative?: Alternative;
}
/**
 * A secondary button that goes somewhere else without checking the page's answers (e.g. "No suitable appointment").
 */
export interface Alternative {
  label: Label;
  to: To3;
  confirm?: Confirm1;
}
/**
 * A dialog asking first: its cancel button keeps the resident on the page, its confirm button goes.
 */
export interface Confirm1 {
  title: Title1;
  body: Body1;
  confirmLabel: ConfirmLabel;
  cancelLabel: CancelLabel1;
}
/**
 * A secondary button beside Continue: it goes to its target without validating the step, after a confirmation dialog when `confirm` is given.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "AlternativeAction".
 */
export interface AlternativeAction {
  label: Label;
  to: To3;
  confirm?: Confirm1;
}
/**
 * Splices in the steps of another journey (journeys/<include>.json) at this place: their conditions are combined with this step's "when", their "@return" routes go on along this step's "next", and their context, effect and error page declarations join this journey's. Routes to this step's id go to the first included step.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "IncludeStep".
 */
export interface IncludeStep {
  id: StepId;
  include: Include;
  when?: Logic4;
  description?: Description7;
  next: Next1;
}
/**
 * One page of the journey.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Step".
 */
export interface Step {
  id: StepId1;
  route: PageAddress1;
  kind: Kind;
  title: Title2;
  hint?: Hint;
  heading?: PageHeading;
  description?: Description8;
  when?: Logic5;
  fields?: Fields;
  validation?: PageValidation;
  next?: Next2;
  back?: Back;
  onEnter?: OnEnter;
  onExit?: OnExit;
  blocking?: BlockingOutcomes;
  warnings?: Warnings;
  generate?: Generate;
  actions?: Actions;
  landOnResume?: Logic16;
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
  label: Label1;
  hint?: Hint1;
  when?: Logic6;
  options?: Options;
  optionsFrom?: OptionsFromData;
  initial?: Logic9;
  validation?: Validation;
  normalise?: Normalise;
  clears?: Clears;
  summary?: Summary;
  data?: WidgetData;
  calls?: WidgetCalls;
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
  label: Label2;
  hint?: Hint2;
  when?: Logic7;
}
/**
 * Choices built from data instead of a fixed list.
 */
export interface OptionsFromData {
  source: Source;
  value: ValuePath;
  label: LabelPath;
  hint?: HintPath;
  filter?: Logic8;
}
/**
 * An answer is needed: not empty, not only spaces, and for several choices at least one.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "RequiredRule".
 */
export interface RequiredRule {
  rule: Rule;
  message: Message5;
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
  message: Message6;
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
  message: Message7;
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
 * The text must pass one of the specification's text checks: "repair" (repairs.md §5: no angle brackets, semicolons, encoded brackets, or the words script or alert), "referral" (portal.md §5: no & * % ! < > outside a web address) or "email" (portal.md §5's e-mail rules: a standard address, no special characters before the @, at most 64 characters before it, 48 after it and 100 in all, never "-@"). The gateway refuses text that breaks them, so the resident is told here first. An empty answer passes.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "FreeTextRule".
 */
export interface FreeTextRule {
  rule: Rule3;
  check: Check;
  message: Message8;
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
 * Which characters the text may contain (allowedCharacters) or must not contain (forbiddenCharacters).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "CharactersRule".
 */
export interface CharactersRule {
  rule: Rule4;
  characters?: Characters;
  classes?: CharacterClasses;
  strip?: Strip;
  ignore?: Ignore1;
  message: Message9;
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
 * A json-logic condition that must be true, and may read any earlier answer and this page's answers (answers.*).
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "LogicRule".
 */
export interface LogicRule {
  rule: Rule5;
  value: Logic10;
  message: Message10;
  severity?: Severity5;
  on?: CheckedOn5;
  when?: When5;
  params?: MessageParameters5;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters5 {
  [k: string]: Parameter;
}
/**
 * How the answer shows on the check-answers page.
 */
export interface Summary {
  label?: Label3;
  hide?: Hide;
  value?: Logic11;
}
/**
 * Values worked out for the widget when the page is shown, by widget option name: each is json-logic over answers, context and effect results (as conditions), and the widget receives the value (not translated) as that option, e.g. {"availability": {"var": "effects.availability.availabilities"}}.
 */
export interface WidgetData {
  [k: string]: Logic;
}
/**
 * Effects the widget may call while the resident is on the page, by widget option name (e.g. "upload", "remove"): the widget receives a function that takes an argument and returns the effect's result. The result goes back to the widget and is not stored.
 */
export interface WidgetCalls {
  [k: string]: FieldCall;
}
/**
 * An effect a widget calls: the effect, its input (json-logic; the widget's argument is call.*, e.g. {"var": "call.base64"}, or {"var": "call"} for all of it), its retries and time-out. A failure goes back to the widget with the effect's error and its code (or onError.message when it has none), and the widget shows the message.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "FieldCall".
 */
export interface FieldCall {
  effect: Effect1;
  input?: Input1;
  onError?: OnError1;
}
/**
 * The effect's input: each property is a json-logic expression over call.* (the widget's argument), answers, context and effects.
 */
export interface Input1 {
  [k: string]: Logic;
}
/**
 * Retries and time-out of the call, and the message code of a failure that has none of its own. The resident stays on the page: the widget shows the message.
 */
export interface OnError1 {
  message?: Message11;
  retries?: Retries1;
  retryDelayMs?: RetryDelayMs1;
  timeoutMs?: TimeOutMs1;
}
/**
 * A soft warning shown on the page.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Warning".
 */
export interface Warning {
  when?: Logic12;
  message: Message12;
  field?: WarningField;
  presentation?: MessagePresentation;
  params?: MessageParameters6;
}
/**
 * How a blocking outcome's or warning's message is shown (default: grey inset text, as it is written). For life-safety advice: {"as": "warning", "list": "bulleted"}.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "MessagePresentation".
 */
export interface MessagePresentation {
  as?: ShownAs;
  list?: List;
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
  filter?: Logic13;
  key?: Key;
  groupBy?: GroupBy;
  fields: FieldTemplates;
  skips?: Skips;
}
/**
 * A field made for each data element that matches.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "FieldTemplate".
 */
export interface FieldTemplate {
  when?: Logic14;
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
  label: Label1;
  hint?: Hint1;
  when?: Logic6;
  options?: Options;
  optionsFrom?: OptionsFromData;
  initial?: Logic9;
  validation?: Validation;
  normalise?: Normalise;
  clears?: Clears;
  summary?: Summary;
  data?: WidgetData;
  calls?: WidgetCalls;
}
/**
 * Which buttons the page shows.
 */
export interface Actions {
  back?: ShowBack;
  exit?: ShowExit;
  saveAndExit?: ShowSaveAndExit;
  continueLabel?: ContinueLabel;
  alternative?: Alternative;
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
  filter?: Logic8;
}
/**
 * How an answer shows on the check-answers page.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "SummaryOptions".
 */
export interface SummaryOptions {
  label?: Label3;
  hide?: Hide;
  value?: Logic11;
}
/**
 * Properties every validation rule has.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "RuleCommon".
 */
export interface RuleCommon {
  message?: MessageCode1;
  severity?: Severity6;
  on?: CheckedOn6;
  when?: Logic17;
  params?: MessageParameters7;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters7 {
  [k: string]: Parameter;
}
/**
 * An answer or result that blocks the resident: a message, and how Continue behaves.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Blocking".
 */
export interface Blocking {
  when: Logic18;
  message: Message13;
  mode: Mode;
  field?: MessageField;
  presentation?: MessagePresentation;
  params?: MessageParameters8;
  description?: Description10;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters8 {
  [k: string]: Parameter;
}
/**
 * Blocks chosen by one value, as a decision table: each row blocks when "when" holds and "match" equals the row's "is" (a row with "otherwise": whatever value no earlier row took), with its own message. Rows are tried in order and the first that applies wins, as for blocks; a row's mode, field, presentation and description, when it gives none, are the table's.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "BlockingTable".
 */
export interface BlockingTable {
  when: Logic19;
  match: Logic20;
  rows: Rows;
  mode: Mode2;
  field?: MessageField2;
  presentation?: MessagePresentation;
  description?: Description12;
}
export interface BlockingRow1 {
  is?: Is;
  otherwise?: Otherwise;
  when?: Logic21;
  message: Message14;
  params?: MessageParameters9;
  mode?: Mode1;
  field?: MessageField1;
  presentation?: MessagePresentation;
  description?: Description11;
}
/**
 * Values for placeholders in the message, e.g. {"field": "crime_reference_label"}.
 */
export interface MessageParameters9 {
  [k: string]: Parameter;
}
/**
 * Turns the step into a template: one page per element of a data array (or per group of elements). Placeholders {key}, {index} and {item.<path>} are filled in every text, id and route; conditions read the element as item.*.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Generate".
 */
export interface Generate1 {
  forEach: ForEach;
  filter?: Logic13;
  key?: Key;
  groupBy?: GroupBy;
  fields: FieldTemplates;
  skips?: Skips;
}
/**
 * How the journey starts from another page: the address's parameters are kept as effects.entry.<name>; the effects run in order; the answers are taken; with fastForward the journey goes through its steps as if the resident pressed Continue on each with those answers (their effects and checks run) and stops at the first step with a missing or refused answer; otherwise the first route of next that applies decides where the resident lands.
 *
 * This interface was referenced by `Journey`'s JSON-Schema
 * via the `definition` "Entry".
 */
export interface Entry1 {
  description?: Description4;
  params: Parameters;
  effects?: Effects2;
  answers?: Answers;
  fastForward?: FastForward;
  next: Next;
}
