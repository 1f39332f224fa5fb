import type { MessagePresentation, StepView, ValidationIssue } from '../engine';

/** A message as a page shows it: a blocking outcome, a warning (typing notices among them) or a page-level error. */
export interface ShownMessage {
  readonly kind: 'block' | 'warning' | 'error';
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** How the journey says to show it (GOV.UK warning text, a list split on question marks). */
  readonly presentation?: MessagePresentation;
  /** A confirm-to-continue block the resident has confirmed: "Press Continue again" follows it. */
  readonly pressAgain?: boolean;
}

/** Where a page's messages go: under the page's heading, or beside the field each is about. */
export interface PlacedMessages {
  readonly page: readonly ShownMessage[];
  /** By field id, in the order shown. */
  readonly fields: Readonly<Record<string, readonly ShownMessage[]>>;
}

export interface PlaceInputs {
  /** The last Continue's refusals about the page as a whole (no field): the error summary lists them too. */
  readonly pageIssues?: readonly ValidationIssue[];
  /** What typing brought up that is not an error (removal notices, typing-phase warnings), by field id. */
  readonly typing?: Readonly<Record<string, readonly ValidationIssue[]>>;
  /** The field whose question is the page's heading, if one is (headingFieldIndex): the page's messages go with it. */
  readonly headingField?: string | null;
}

const fromIssue =
  (kind: ShownMessage['kind']) =>
  (issue: ValidationIssue): ShownMessage => ({
    kind,
    code: issue.code,
    ...(issue.params ? { params: issue.params } : {}),
    ...(issue.presentation ? { presentation: issue.presentation } : {}),
  });

/**
 * Puts each message where GOV.UK puts it (decision 0026): a blocking answer's message beside that answer, a warning or
 * typing notice about a field beside the field, and what is about the page under its heading — which, on a page whose
 * question is its heading, is under that question, after the field's own messages. A message about a field the page
 * does not show is about the page. In each place: page errors, the block, warnings, then typing notices. A
 * confirm-to-continue block shows once confirmed (after the first Continue). Pure, so what goes where is tested in
 * Node.
 */
export function placeMessages(view: StepView, inputs: PlaceInputs = {}): PlacedMessages {
  const shown = new Set(view.fields.filter((field) => field.visible).map((field) => field.definition.id));
  const page: ShownMessage[] = [];
  const fields: Record<string, ShownMessage[]> = {};
  const put = (field: string | null, message: ShownMessage) => {
    if (field !== null && shown.has(field)) (fields[field] ??= []).push(message);
    else page.push(message);
  };

  for (const issue of inputs.pageIssues ?? []) put(null, fromIssue('error')(issue));
  const block = view.block;
  if (block && (block.mode !== 'confirm-to-continue' || block.confirmed)) {
    put(block.field, {
      kind: 'block',
      code: block.message,
      ...(block.params ? { params: block.params } : {}),
      ...(block.presentation ? { presentation: block.presentation } : {}),
      ...(block.mode === 'confirm-to-continue' ? { pressAgain: true } : {}),
    });
  }
  for (const warning of view.warnings) put(warning.field, fromIssue('warning')(warning));
  for (const [field, issues] of Object.entries(inputs.typing ?? {})) {
    for (const issue of issues) if (issue.severity === 'warning') put(field, fromIssue('warning')(issue));
  }

  const heading = inputs.headingField ?? null;
  if (heading === null || !shown.has(heading) || page.length === 0) return { page, fields };
  return { page: [], fields: { ...fields, [heading]: [...(fields[heading] ?? []), ...page] } };
}

/** Every message placed, page first then by field: for a page with no fields of its own. */
export function allMessages(placed: PlacedMessages): ShownMessage[] {
  return [...placed.page, ...Object.values(placed.fields).flat()];
}
