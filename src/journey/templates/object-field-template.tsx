import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { MessageRegion } from '../journey-message';
import { FIELD_MESSAGES, type FieldMessages } from '../ui-schema';

/** The field's messages as buildUiSchema put them in its uiSchema (none for a field without). */
function fieldMessages(uiSchema: ObjectFieldTemplateProps['uiSchema'], name: string): FieldMessages | null {
  const entry = (uiSchema?.[name] as Record<string, unknown> | undefined)?.[FIELD_MESSAGES] as
    FieldMessages | undefined;
  return entry && Array.isArray(entry.messages) ? entry : null;
}

/**
 * The step's fields in journey order, without RJSF's fieldset, title or add button, each followed by its messages (a
 * blocking answer's, warnings about it, typing notices, and on the page's heading question the page's own: decision
 * 0026) in a region present from the start. Fields whose `when` is false are in the schema (so one schema serves the
 * template) but are marked hidden and not rendered.
 */
export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  return (
    <>
      {properties
        .filter((property) => !property.hidden)
        .map((property) => {
          const messages = fieldMessages(uiSchema, property.name);
          return (
            <div className="journey-field" key={property.name}>
              {property.content}
              {messages && <MessageRegion className="field-messages" messages={messages.messages} />}
            </div>
          );
        })}
    </>
  );
}
