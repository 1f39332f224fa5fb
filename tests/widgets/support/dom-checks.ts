import axe from 'axe-core';

const idReferences = [
  'aria-describedby',
  'aria-labelledby',
  'aria-controls',
  'aria-activedescendant',
  'aria-owns',
  'aria-errormessage',
  'for',
];

/** Every id an element in the container points at (aria-* references and label "for") that is not in the page. */
export function danglingIds(container: HTMLElement): string[] {
  const missing: string[] = [];
  for (const attribute of idReferences) {
    for (const element of container.querySelectorAll(`[${attribute}]`)) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!element.ownerDocument.getElementById(id)) missing.push(`${attribute}=${id}`);
      }
    }
  }
  return missing;
}

/** The ids describing a control: its own aria-describedby plus its group's (GOV.UK describes the fieldset). */
export function describingIds(control: HTMLElement): string[] {
  const own = control.getAttribute('aria-describedby') ?? '';
  const group = control.closest('fieldset')?.getAttribute('aria-describedby') ?? '';
  return `${own} ${group}`.split(/\s+/).filter(Boolean);
}

/** axe-core's violations in jsdom; colour contrast and landmarks need a real page, so those rules are off. */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
