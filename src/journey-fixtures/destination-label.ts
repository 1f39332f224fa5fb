import type { Destination } from '../engine';

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
