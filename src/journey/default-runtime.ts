import type { RegistryWidgetsType } from '@rjsf/utils';
import validatorFunctions from 'virtual:journey-validators';
import { bundledMessages } from '../shared/bundled-messages';
import { widgetRegistry } from '../../widgets/registry';
import type { SchemaValidator } from '../engine';
import { isAskedAhead } from '../effects/asked-ahead';
import { runEffect } from '../effects/run-effect';
import { loadJourneyDocument } from './journey-documents';
import type { JourneyRuntime } from './journey-runtime';

/**
 * The journey schema check for loadJourney. In development (npm run dev, the studio) the precompiled validator runs
 * in the browser, so an analyst's edit shows its schema problems at once; a production build has checked every
 * journey against the schema already (tools/vite-journeys-plugin.ts fails the build), so its pages skip the 15 KB.
 */
async function loadSchemaValidator(): Promise<SchemaValidator> {
  if (!import.meta.env.DEV) return () => [];
  const { default: validate } = await import('virtual:journey-schema-validator');
  return (json) => {
    if (validate(json)) return [];
    return (validate.errors ?? []).map((e) => ({
      pointer: e.instancePath,
      message: `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`,
    }));
  };
}

/**
 * The portal's journey runtime: journeys/<id>.json, the build's precompiled validators, the widget and effect
 * registries.
 */
export const defaultRuntime: JourneyRuntime = {
  // Loaded on demand, one file per journey: the start and home pages never download a journey.
  loadDocument: loadJourneyDocument,
  loadSchemaValidator,
  validatorFunctions,
  widgets: widgetRegistry as unknown as RegistryWidgetsType,
  runEffect,
  asksAhead: isAskedAhead,
  // Only development checks a journey's message codes as it loads: a build has checked them already, and carries no
  // whole locale to check against.
  ...(import.meta.env.DEV ? { messageKeys: Object.keys(bundledMessages) } : {}),
  now: () => new Date(),
};
