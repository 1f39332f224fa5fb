// What the journey runtime does not use of RJSF stays out of the browser (issue 13): @rjsf/core renders descriptions
// with markdown-to-jsx only when a markdown option is on (never: journeys' texts are plain), and @rjsf/utils resolves
// URIs with fast-uri and merges allOf with @x0k/json-schema-merge only for schemas the journey lint refuses
// (JOURNEY_SCHEMA_KEYWORD_UNSUPPORTED). Each is swapped for a small module in src/journey/rjsf-trim; the bundle check
// fails if one of them comes back (tools/check-bundle.mjs).
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * RJSF's own fields and widgets that no journey reaches: every journey field names one of the portal's widgets, and
 * the lint refuses oneOf, anyOf and references. They are swapped, in RJSF's field and widget lists, for one component
 * that says so if ever rendered.
 */
const LEFT_OUT: Readonly<Record<string, readonly string[]>> = {
  fields: [
    'CyclicSchemaField',
    'LayoutGridField',
    'LayoutHeaderField',
    'LayoutMultiSchemaField',
    'MultiSchemaField',
    'OptionalDataControlsField',
  ],
  // RJSF's own text, choice and check widgets too: the UI schema names a portal widget (or 'hidden') for every field,
  // so RJSF never falls back on its defaults.
  widgets: [
    'AltDateTimeWidget',
    'AltDateWidget',
    'CheckboxWidget',
    'CheckboxesWidget',
    'ColorWidget',
    'DateTimeWidget',
    'DateWidget',
    'EmailWidget',
    'FileWidget',
    'PasswordWidget',
    'RadioWidget',
    'RangeWidget',
    'RatingWidget',
    'SelectWidget',
    'TextWidget',
    'TextareaWidget',
    'TimeWidget',
    'UpDownWidget',
    'URLWidget',
  ],
  // The templates the portal replaces (src/journey/templates: fields, objects, the error list), and those only arrays
  // of items, additional properties, grids, oneOf and anyOf, optional data and RJSF's own inputs use: a journey's list
  // field names a widget, which RJSF renders itself.
  templates: [
    'ArrayFieldDescriptionTemplate',
    'ArrayFieldItemButtonsTemplate',
    'ArrayFieldItemTemplate',
    'ArrayFieldTemplate',
    'ArrayFieldTitleTemplate',
    'BaseInputTemplate',
    'CyclicSchemaExpandTemplate',
    'ErrorList',
    'FieldTemplate/index',
    'GridTemplate',
    'MultiSchemaFieldTemplate',
    'ObjectFieldTemplate',
    'OptionalDataControlsTemplate',
    'WrapIfAdditionalTemplate',
  ],
};

/** The packages the swap keeps out of the build, for the bundle check. */
export const TRIMMED_PACKAGES = ['markdown-to-jsx', 'fast-uri', '@x0k/json-schema-merge'] as const;

export function rjsfTrimPlugin(root: string): Plugin {
  const shim = (name: string) => join(root, 'src', 'journey', 'rjsf-trim', name);
  const fromRjsf = (importer: string | undefined, pkg: string) =>
    importer?.includes(`${sep}node_modules${sep}@rjsf${sep}${pkg}${sep}`) === true;
  return {
    name: 'portal-rjsf-trim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react' && fromRjsf(importer, 'core')) return shim('plain-markdown.tsx');
      if (source === 'fast-uri' && fromRjsf(importer, 'utils')) return shim('no-uri-resolver.ts');
      if (source.endsWith('/shallowAllOfMerge.js') && fromRjsf(importer, 'utils')) return shim('no-all-of-merge.ts');
      for (const [list, names] of Object.entries(LEFT_OUT)) {
        const fromList =
          importer?.endsWith(`${sep}components${sep}${list}${sep}index.js`) === true && fromRjsf(importer, 'core');
        if (fromList && names.some((name) => source === `./${name}.js`)) return shim('left-out.tsx');
      }
      return null;
    },
  };
}
