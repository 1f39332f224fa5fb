import { expect, type Locator, type Page } from '@playwright/test';
import type { Field, Journey, Step } from '../../schemas/generated/journey';
import { describeStep } from '../../src/engine';
import { journeyStorageKey as draftKey } from '../../src/journey/storage-keys';
import dayjs from 'dayjs';
import { readAvailability } from '../../widgets/slot-grid/availability';
import { englishText, fieldLabel, textMatcher, type JourneyText } from './journey-text';

interface StaticOption {
  value: unknown;
  label: JourneyText;
}

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
      value,
    );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the resident reads for a static choice. A label with values from data ("Use {phone}") matches any text
 * there, so it is kept from matching the other choices' fixed labels ("Use another number").
 */
function distinctMatcher(option: StaticOption, options: readonly StaticOption[]): string | RegExp {
  const matcher = textMatcher(option.label);
  if (typeof matcher === 'string') return matcher;
  const others = options
    .filter((other) => other !== option)
    .map((other) => textMatcher(other.label))
    .filter((other): other is string => typeof other === 'string');
  if (others.length === 0) return matcher;
  return new RegExp(`^(?!(?:${others.map(escape).join('|')})$)${matcher.source.replace(/^\^/, '')}`);
}

/** Where answers are entered: the page, its journey, and what earlier pages showed of the journey's context. */
export interface AnswerScope {
  readonly page: Page;
  readonly journey: Journey;
  /**
   * Context the journey's choices come from, as the replay read it where the portal shows it (e.g. `properties`,
   * the home page's address selector: the same list the journey's context is built from).
   */
  readonly context: Readonly<Record<string, unknown>>;
  /**
   * Text goes in key by key as a resident types it (the default), or at once like a paste. The widgets react the
   * same way to both (they strip, count and report on every input event, and nothing but the autocomplete, always
   * typed into, handles keys): what a walk then sees differs only in how long the typing took.
   */
  readonly typeKeyByKey?: boolean;
}

/**
 * The label the resident reads for a choice's value. Static options carry their label key; options from data
 * (e.g. the referral reasons from the reference data) are looked up in what the journey stored for this walk, or
 * in the context the replay read from the page that shows it — the radio or checkbox's value attribute is the
 * choice's position, not its value, so it cannot be matched.
 */
async function choiceLabel(
  { page, journey, context }: AnswerScope,
  field: Field,
  value: unknown,
): Promise<string | RegExp> {
  if (field.widget === 'yes-no') return englishText(value === true ? 'widget_yes' : 'widget_no');
  const options = field.options as StaticOption[] | undefined;
  const option = options?.find((candidate) => candidate.value === value);
  if (option) return distinctMatcher(option, options ?? []);
  const from = field.optionsFrom;
  if (!from) throw new Error(`field ${field.id} has no option with the value ${JSON.stringify(value)}`);
  const [scope, ...rest] = from.source.split('.');
  let items: unknown;
  if (scope === 'context') items = at(context, rest.join('.'));
  else if (scope === 'effects' || scope === 'answers') {
    items = at((await readDraft(page, journey.id))[scope], rest.join('.'));
  } else throw new Error(`field ${field.id}: options from ${from.source} cannot be read in the browser replay`);
  const item = Array.isArray(items) ? items.find((candidate) => at(candidate, from.value) === value) : undefined;
  if (item === undefined)
    throw new Error(`field ${field.id}: no choice with the value ${JSON.stringify(value)} in ${from.source}`);
  // Data gives the words as they are (text, a number), or as a message code with its parameters (a Text).
  const label = at(item, from.label);
  return typeof label === 'string' || typeof label === 'number' ? String(label) : textMatcher(label as JourneyText);
}

// Typing key by key costs about 15 ms a character; past this length the text goes in as one paste, which the
// widgets treat the same way (they strip and report on every input event).
const LONGEST_TYPED_TEXT = 120;

/**
 * Replaces a text control's content the way a resident enters it: typed key by key, or pasted when long or when the
 * scope says so (typeKeyByKey false).
 */
async function typeInto(scope: AnswerScope, control: Locator, text: string): Promise<void> {
  await control.clear();
  if (text === '') return;
  if (text.length > LONGEST_TYPED_TEXT || scope.typeKeyByKey === false) await control.fill(text);
  else await control.pressSequentially(text);
}

/** The start of a choice's label a resident types to find it: its first word, or a few letters of a long one. */
export function searchTextOf(label: string): string {
  const firstWord = label.trim().split(/\s+/)[0] ?? '';
  return firstWord.length <= 8 ? firstWord : firstWord.slice(0, 6);
}

/**
 * Chooses in an autocomplete as a resident does: types the start of the choice's label, then picks the choice
 * from the list that opens (by its name), typing on while the list does not offer it yet. `choice` null clears it.
 */
async function chooseFromAutocomplete(
  page: Page,
  label: string | RegExp,
  choice: string | RegExp | null,
): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  if (choice === null) {
    await box.clear();
    return;
  }
  if (typeof choice !== 'string') throw new Error(`autocomplete ${String(label)}: a choice is found by its exact text`);
  // The list is labelled by the question, as the combobox is.
  const option = page
    .getByRole('listbox', { name: label, exact: true })
    .getByRole('option', { name: choice, exact: true });
  const start = searchTextOf(choice);
  await box.clear();
  await box.pressSequentially(start);
  for (const character of choice.slice(start.length)) {
    if (await option.isVisible()) break;
    await box.pressSequentially(character);
  }
  await option.click();
  await expect(box).toHaveValue(choice);
}

/** A value the field's widget data reads ({"var": "effects.…"}), from what the journey stored for this walk. */
async function widgetData({ page, journey }: AnswerScope, field: Field, option: string): Promise<unknown> {
  const logic = (field.data as Record<string, unknown> | undefined)?.[option];
  const path = logic && typeof logic === 'object' && 'var' in logic ? (logic as { var: unknown }).var : undefined;
  if (typeof path !== 'string')
    throw new Error(`field ${field.id}: its ${option} data is not a plain {"var"} the browser replay can read`);
  const [scope, ...rest] = path.split('.');
  if (scope !== 'effects' && scope !== 'answers')
    throw new Error(`field ${field.id}: ${path} cannot be read in the browser replay`);
  return at((await readDraft(page, journey.id))[scope], rest.join('.'));
}

/**
 * A slot date written out as the grid names each date's group (widgets/slot-grid/slot-format.ts longDate, which
 * cannot be imported here: it reads the locale through a JSON import the test runner does not load).
 */
const longDate = (date: string): string => dayjs(date).format('dddd D MMMM YYYY');

/**
 * Picks an appointment as a resident does: turns the grid's pages (Next) until the slot's date shows, then
 * chooses the time band in that date's group. The answer is "<YYYY-MM-DD>|<availabilityType>"; the band's label
 * comes from the availability the journey stored.
 */
async function chooseSlot(scope: AnswerScope, field: Field, label: string | RegExp, value: unknown): Promise<void> {
  const { page } = scope;
  const [date = '', type = ''] = String(value).split('|');
  const band = readAvailability(await widgetData(scope, field, 'availability')).find(
    (availability) => availability.band.availabilityType === type,
  )?.band;
  if (!band) throw new Error(`field ${field.id}: no time band ${type} in the availability`);
  const bandLabel = band.availabilityTypeLabel;
  const grid = page.getByRole('group', { name: label, exact: true });
  const day = grid.getByRole('group', { name: longDate(date), exact: true });
  const next = grid.getByRole('button', {
    name: `${englishText('slot_grid_next')} ${englishText('slot_grid_dates')}`,
    exact: true,
  });
  while ((await day.count()) === 0) {
    if ((await next.count()) === 0) throw new Error(`field ${field.id}: the grid offers no ${date}`);
    await next.click();
  }
  // The radio's name is the band's label, its times when the label has none, and the date: "Morning, …".
  await day.getByRole('radio', { name: new RegExp(`^${escape(bandLabel)}(?:[ ,]|$)`) }).check();
}

/** Enters one answer through the field's widget, found by its question and the choices' labels. */
async function enterAnswer(scope: AnswerScope, field: Field, value: unknown): Promise<void> {
  const { page } = scope;
  const label = fieldLabel(field);
  switch (field.widget) {
    case 'radios':
    case 'yes-no':
    case 'address-radio-list': {
      const group = page.getByRole('group', { name: label, exact: true });
      await group.getByRole('radio', { name: await choiceLabel(scope, field, value), exact: true }).check();
      return;
    }
    case 'checkboxes': {
      const group = page.getByRole('group', { name: label, exact: true });
      const wanted = Array.isArray(value) ? value : [value];
      // Start from nothing ticked, then tick the answer's choices: the answer is exactly the list given.
      const ticked = group.getByRole('checkbox', { checked: true });
      while ((await ticked.count()) > 0) await ticked.first().uncheck();
      for (const item of wanted)
        await group.getByRole('checkbox', { name: await choiceLabel(scope, field, item), exact: true }).check();
      return;
    }
    case 'select': {
      const choice = await choiceLabel(scope, field, value);
      if (typeof choice !== 'string')
        throw new Error(`field ${field.id}: a drop-down choice is chosen by its exact text`);
      await page.getByLabel(label, { exact: true }).selectOption({ label: choice });
      return;
    }
    case 'autocomplete':
      await chooseFromAutocomplete(
        page,
        label,
        value === undefined || value === null || value === '' ? null : await choiceLabel(scope, field, value),
      );
      return;
    case 'slot-grid':
      await chooseSlot(scope, field, label, value);
      return;
    case 'media-uploader':
      // The list of files is what the step's widget calls (uploads and removals) made it; nothing is typed.
      return;
    case 'date': {
      const group = page.getByRole('group', { name: label, exact: true });
      const [year = '', month = '', day = ''] = typeof value === 'string' ? value.split('-') : [];
      await typeInto(scope, group.getByLabel(englishText('widget_date_day'), { exact: true }), day);
      await typeInto(scope, group.getByLabel(englishText('widget_date_month'), { exact: true }), month);
      await typeInto(scope, group.getByLabel(englishText('widget_date_year'), { exact: true }), year);
      return;
    }
    default:
      await typeInto(
        scope,
        page.getByLabel(label, { exact: true }),
        value === undefined || value === null ? '' : String(value),
      );
  }
}

/** What the journey stored for this walk (src/journey/journey-state.ts): answers and effect results. */
async function readDraft(
  page: Page,
  journeyId: string,
): Promise<{ answers: Record<string, unknown>; effects: Record<string, unknown> }> {
  const draft = JSON.parse(
    (await page.evaluate((key) => sessionStorage.getItem(key), draftKey(journeyId))) ?? '{}',
  ) as Record<string, unknown>;
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  return { answers: record(draft.answers), effects: record(draft.effects) };
}

/**
 * The questions of the page: a step's fields, or — on a generated page such as "dmc-page/1" — the fields the
 * engine builds for it from the data the journey stored (their choices given as plain options).
 */
async function pageFields({ page, journey }: AnswerScope, step: Step, pageId: string): Promise<Field[]> {
  if (!step.generate) return step.fields ?? [];
  const { answers, effects } = await readDraft(page, journey.id);
  const loaded = {
    definition: journey,
    stepIndex: new Map(journey.steps.map((candidate, index) => [candidate.id, index])),
  };
  const view = describeStep(loaded, { answers, context: {}, effects }, pageId);
  return view.fields.map(({ definition, options }) => {
    if (!options) return definition;
    const { optionsFrom: _built, ...rest } = definition;
    return { ...rest, options: options.map(({ value, label }) => ({ value, label })) } as Field;
  });
}

/**
 * Enters a fixture step's answers in the order the page asks its questions (a choice that reveals a question comes
 * before it), calling `afterEach` once each answer is in so the caller can see what typing brought up.
 */
export async function enterAnswers(
  scope: AnswerScope,
  step: Step,
  pageId: string,
  answers: Record<string, unknown>,
  afterEach: () => Promise<void>,
): Promise<void> {
  const fields = await pageFields(scope, step, pageId);
  const unknown = Object.keys(answers).filter((id) => !fields.some((field) => field.id === id));
  if (unknown.length > 0) throw new Error(`page ${pageId} has no field ${unknown.join(', ')}`);
  for (const field of fields) {
    if (!Object.hasOwn(answers, field.id)) continue;
    await enterAnswer(scope, field, answers[field.id]);
    await afterEach();
  }
}
