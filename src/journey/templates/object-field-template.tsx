import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * The step's fields in journey order, without RJSF's fieldset, title or add button. Fields whose `when` is false
 * are in the schema (so one schema serves the template) but are marked hidden and not rendered.
 */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <>{properties.filter((property) => !property.hidden).map((property) => property.content)}</>;
}
