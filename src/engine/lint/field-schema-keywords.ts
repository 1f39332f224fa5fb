/**
 * JSON Schema keywords a field's answer schema may not use. The journey runtime renders one self-contained schema
 * per page and leaves RJSF's reference resolution, allOf merging and oneOf/anyOf choosers out of the browser
 * (src/journey/rjsf-trim, issue 13), so a schema that needs them would not work for residents: the lint says so first.
 */
export const UNSUPPORTED_SCHEMA_KEYWORDS: Readonly<Record<string, string>> = {
  $ref: 'references are not resolved: write the schema out in the field',
  $id: 'schemas are not identified or referenced: write the schema out in the field',
  $defs: 'definitions are not referenced: write the schema out in the field',
  definitions: 'definitions are not referenced: write the schema out in the field',
  allOf: 'allOf is not merged: write the combined schema in the field',
  anyOf: 'a choice of schemas is not offered: give the field options instead',
  oneOf: 'a choice of schemas is not offered: give the field options instead',
  patternProperties: 'pattern properties are not supported: name each property',
};

/** Every unsupported keyword in a field schema, nested ones included, with its pointer below the schema. */
export function unsupportedKeywords(
  schema: unknown,
  pointer = '',
): Array<{ readonly keyword: string; readonly pointer: string }> {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => unsupportedKeywords(item, `${pointer}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  return Object.entries(schema).flatMap(([key, value]) => [
    ...(Object.hasOwn(UNSUPPORTED_SCHEMA_KEYWORDS, key)
      ? [{ keyword: key, pointer: `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}` }]
      : []),
    ...unsupportedKeywords(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
  ]);
}
