import type { Destination, Text } from '../engine';

/**
 * How a fixture names a destination: the step id, "@exit", "@saveAndExit", "@leave", "@end:<name>",
 * "@errorPage:<name>" or "@route:/path".
 */
export function destinationLabel(destination: Destination): string {
  switch (destination.kind) {
    case 'step':
      return destination.stepId;
    case 'exit':
      return '@exit';
    case 'saveAndExit':
      return '@saveAndExit';
    case 'leave':
      return '@leave';
    case 'end':
      return `@end:${destination.name}`;
    case 'errorPage':
      return `@errorPage:${destination.name}`;
    case 'route':
      return `@route:${destination.route}`;
  }
}

/** The message code of a journey text: its locale key, or the literal text for text from data. */
export function messageCode(text: Text): string {
  if (typeof text === 'string') return text;
  return 'key' in text ? text.key : text.text;
}
