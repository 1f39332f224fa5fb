import useSWR from 'swr';
import { useServices } from './services';

export type ToggleValues<Name extends string> = Partial<Record<Name, boolean>>;

/**
 * Feature toggles (portal.md §6), asked for together. The original fetched toggles after fixed 4000/4200 ms
 * delays so they did not compete with the home page's first calls; we ask once the customer has loaded
 * (`ready`) instead, which orders the calls without making the resident wait. A toggle whose call fails stays
 * unknown, which callers treat as off: a missing item is safer than one leading to a switched-off feature.
 */
export function useToggles<Name extends string>(names: readonly Name[], ready: boolean): ToggleValues<Name> {
  return useKnownToggles(names, ready) ?? {};
}

/**
 * The same toggles, but undefined until every one of them has answered or failed, so a caller can wait for the final
 * values instead of showing something worked out from "not known yet" and changing it a moment later (the header's
 * menu, decision 0007). Once known, a failed toggle is absent (off). The answer is shared with useToggles under the
 * same names: a later page has it at its first render.
 */
export function useKnownToggles<Name extends string>(
  names: readonly Name[],
  ready: boolean,
): ToggleValues<Name> | undefined {
  const { gateway } = useServices();
  const { data } = useSWR(ready ? ['toggles', ...names] : null, async () => {
    const answers = await Promise.allSettled(names.map((name) => gateway.getToggle(name)));
    const values: ToggleValues<Name> = {};
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') values[names[index] as Name] = answer.value;
    });
    return values;
  });
  return data;
}
