import type { LogicLocation } from './evaluate-logic';
import { childPointer } from './json-pointer';

/**
 * Where a condition sits, its JSON pointer built only when read. A pointer names a condition only when it throws, and
 * the path of a long journey evaluates hundreds that do not: building each one's pointer as it ran cost the walk a
 * tenth of its time. The base may be another location, itself not built until then.
 */
export class LocationAt implements LogicLocation {
  readonly #base: string | LogicLocation;
  readonly #segments: ReadonlyArray<string | number>;

  constructor(
    readonly stepId: string,
    base: string | LogicLocation,
    segments: ReadonlyArray<string | number>,
  ) {
    this.#base = base;
    this.#segments = segments;
  }

  get pointer(): string {
    return childPointer(typeof this.#base === 'string' ? this.#base : this.#base.pointer, ...this.#segments);
  }
}

/** The location `segments` below `base` (a pointer or a location) on step `stepId`; its pointer is built when read. */
export function locationAt(
  stepId: string,
  base: string | LogicLocation,
  ...segments: ReadonlyArray<string | number>
): LogicLocation {
  return new LocationAt(stepId, base, segments);
}
