import type { TemplatesType } from '@rjsf/utils';
import { ErrorListTemplate } from './error-list-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';

/** Our RJSF templates: GOV.UK patterns, no asterisks, no duplicated labels, no RJSF error list. */
export const journeyTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
};
