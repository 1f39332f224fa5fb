/** The colours of the GOV.UK tag (govuk-tag--<colour>), which status tags and the cards' edges use. */
export const TAG_COLOURS = [
  'grey',
  'green',
  'turquoise',
  'blue',
  'light-blue',
  'purple',
  'pink',
  'red',
  'orange',
  'yellow',
] as const;

export type TagColour = (typeof TAG_COLOURS)[number];
