import type { FieldTemplateProps } from '@rjsf/utils';

/**
 * One field: only the widget. Our widgets render their own label or legend, hint and inline error (GOV.UK markup),
 * so RJSF's label, asterisk, description and error list would repeat them.
 */
export function FieldTemplate({ children, hidden }: FieldTemplateProps) {
  return hidden ? null : <>{children}</>;
}
