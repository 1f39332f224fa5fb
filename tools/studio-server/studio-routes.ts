// The analysts' studio endpoints (/__studio/*), served by `npm run dev` only: lint results, the journey graph, a
// persona's journey context read from the sandbox database, and effects run for the step preview. They run in Node,
// so they reuse the tools (tools/journeys) and the fixture pieces (src/journey-fixtures) as they are, and use the
// sandbox as a library (its database and gateway app); the sandbox never imports them (decision 0067).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { loadJourney, type EffectRequest, type SchemaValidator } from '../../src/engine';
import { runEffect } from '../../src/effects/run-effect';
import { tOptional } from '../../src/shared/i18n';
import { loadJourneyContext } from '../../src/journey-fixtures';
import { buildJourneyGraph, withoutErrorEdges } from '../journeys/graph-model';
import { journeyResolver } from '../journeys/include-files';
import { journeyFilesOf, lintProject, reportForJourney } from '../journeys/lint-project';
import { toMermaid } from '../journeys/mermaid';
import { readLocaleForLint } from '../journeys/locale-lint';
import { loadEffectNames, loadWidgetNames, readJourneyFiles, type RegistryNames } from '../journeys/project';
import { createSchemaValidator } from '../journeys/schema-validator';
import { describeGraph, toSvg } from '../journeys/svg-render';
import { openDatabaseImage, type Db } from '../../sandbox/db/open-database';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { createSituationFinder } from './studio-situation';
import { badClock, chosenClock, failureJson, personaGateway, type SentCall } from './preview-gateway';
import { isPersona, studioPersonas } from './studio-personas';
import { STUDIO_PREFIX } from './studio-prefix';

export interface StudioOptions {
  /** The project root: journeys/, locales/, schemas/. */
  readonly root: string;
  /** The sandbox database; null when the sandbox runs elsewhere (context and effects then answer 503). */
  readonly db: Db | null;
  readonly clock: { now(): Date };
  /** Registry names for the lint; by default read from widgets/registry.ts and src/effects/registry.ts. */
  readonly loadWidgets?: () => Promise<RegistryNames>;
  readonly loadEffects?: () => Promise<RegistryNames>;
  /**
   * The running sandbox's reference data (sandbox/reference-data, or REFERENCE_DATA_DIR): read again before a preview
   * copies the database, and served to the fixture walks a situation is found in, so an analyst's edit of entry 47 or
   * a case type shows in the preview at once.
   */
  readonly referenceData?: { readonly dir: string; refresh(): void };
}

const JOURNEY_ID = /^[a-z][a-z0-9-]*$/;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * A copy of the sandbox database as it is now, in memory: previewed effects may write to it and the sandbox never
 * sees it. The sandbox's file is in WAL mode, which its header records (bytes 18 and 19 are 2); an in-memory database
 * cannot keep a write-ahead log, so SQLite refuses such an image ("unable to open database file"). serialize() has
 * already read the log's pages into the image, so marking it a rollback-journal database loses nothing.
 */
export function throwAwayCopy(db: Db): Db {
  const image = db.serialize();
  image[18] = 1;
  image[19] = 1;
  return openDatabaseImage(image);
}

/** The studio's endpoints as a Hono app (tests call it with app.request; the portal server mounts it in dev). */
export function createStudioApp(options: StudioOptions): Hono {
  const { root, clock } = options;
  const journeysDir = join(root, 'journeys');
  const schemaFile = join(root, 'schemas', 'journey.schema.json');
  let schema: { mtime: number; validate: SchemaValidator } | null = null;
  // Compiled once, again when an analyst edits the journey schema.
  const validateSchema = (): SchemaValidator => {
    const mtime = statSync(schemaFile).mtimeMs;
    if (schema?.mtime !== mtime) schema = { mtime, validate: createSchemaValidator(root) };
    return schema.validate;
  };
  const journeyFile = (id: string) => join(journeysDir, `${id}.json`);
  const app = new Hono();

  const badJourney = (c: Context, id: string | undefined) =>
    c.json(
      {
        message: id
          ? `"${id}" is not a journey id (lower-case letters, digits and dashes)`
          : 'Name the journey: ?journey=<id>',
      },
      400,
      NO_STORE,
    );
  const noJourney = (c: Context, id: string) =>
    c.json({ message: `There is no journey file journeys/${id}.json.` }, 404, NO_STORE);

  app.get(`${STUDIO_PREFIX}/lint`, async (c) => {
    const id = c.req.query('journey');
    if (!id || !JOURNEY_ID.test(id)) return badJourney(c, id);
    if (!existsSync(journeyFile(id))) return noJourney(c, id);
    const [widgets, effects] = await Promise.all([
      (options.loadWidgets ?? (() => loadWidgetNames(root)))(),
      (options.loadEffects ?? (() => loadEffectNames(root)))(),
    ]);
    // The command line's lint of the whole project (journeys, rules, locale), less other journeys' problems: what
    // `npm run journeys -- lint` prints for this journey, rules' problems included (the studio has no other place for
    // them, and an analyst editing a rule sees its problems at once).
    const report = lintProject({ root, widgets, effects, validateSchema: validateSchema() });
    const all = new Set(readJourneyFiles(root, journeysDir, []).map((f) => f.file));
    return c.json(reportForJourney(report, journeyFilesOf(root, journeysDir, id), all), 200, NO_STORE);
  });

  // /__studio/graph/<id>.svg (the picture) and /__studio/graph/<id>.json (its text alternative and the Mermaid), each
  // with ?errors=hidden for the graph without its error-page arrows.
  app.get(`${STUDIO_PREFIX}/graph/:file`, (c) => {
    const match = /^([a-z][a-z0-9-]*)\.(svg|json)$/.exec(c.req.param('file'));
    if (!match) return c.json({ message: 'Ask for /__studio/graph/<id>.svg or <id>.json' }, 404, NO_STORE);
    const [, id = '', format] = match;
    if (!existsSync(journeyFile(id))) return noJourney(c, id);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(journeyFile(id), 'utf8'));
    } catch (error) {
      return c.json({ message: `journeys/${id}.json is not valid JSON: ${(error as Error).message}` }, 422, NO_STORE);
    }
    const result = loadJourney(json, {
      validateSchema: validateSchema(),
      resolveInclude: journeyResolver(journeysDir),
    });
    if (!result.ok) {
      // A graph of a journey whose routes do not hold together would mislead: the lint results say why.
      return c.json(
        {
          message: `journeys/${id}.json has problems, so no graph is drawn: see its lint results.`,
          problems: result.problems,
        },
        422,
        NO_STORE,
      );
    }
    const whole = buildJourneyGraph(result.journey.definition, readLocaleForLint(root).texts ?? {});
    // ?errors=hidden: without the effect-failure arrows, which bury the routes a resident walks (graph --no-errors).
    const graph = c.req.query('errors') === 'hidden' ? withoutErrorEdges(whole) : whole;
    if (format === 'svg')
      return c.body(toSvg(graph), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', ...NO_STORE });
    return c.json(
      { id, title: graph.title, description: describeGraph(graph), mermaid: toMermaid(graph) },
      200,
      NO_STORE,
    );
  });

  // The journey file as it is on disk now, for the step preview (the browser's own copy waits for hot reload).
  app.get(`${STUDIO_PREFIX}/journeys/:file`, (c) => {
    const match = /^([a-z][a-z0-9-]*)\.json$/.exec(c.req.param('file'));
    if (!match) return c.json({ message: 'Ask for /__studio/journeys/<id>.json' }, 404, NO_STORE);
    const id = match[1] ?? '';
    if (!existsSync(journeyFile(id))) return noJourney(c, id);
    return c.body(readFileSync(journeyFile(id), 'utf8'), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      ...NO_STORE,
    });
  });

  app.get(`${STUDIO_PREFIX}/personas`, (c) => {
    const personas = studioPersonas();
    return c.json(personas, 200, NO_STORE);
  });

  // The journey's context for a persona, read from the sandbox database through the portal's own gateway client
  // and src/journey-fixtures' loadJourneyContext: what the portal's journey page builds for that resident.
  app.get(`${STUDIO_PREFIX}/context`, async (c) => {
    const key = c.req.query('persona');
    const at = chosenClock(c.req.query('clock'));
    if (at === 'invalid') return badClock(c);
    const id = c.req.query('journey');
    if (!isPersona(key))
      return c.json({ message: `Choose a persona: ${Object.keys(PERSONAS).join(', ')}` }, 400, NO_STORE);
    if (!id || !JOURNEY_ID.test(id)) return badJourney(c, id);
    if (!existsSync(journeyFile(id))) return noJourney(c, id);
    if (!options.db)
      return c.json(
        { message: 'The sandbox does not run in this process, so there is no persona data.' },
        503,
        NO_STORE,
      );
    const customerId = PERSONAS[key].customerId;
    if (customerId === null)
      return c.json({ message: `${key} has no customer record, so no journey can start.` }, 409, NO_STORE);
    const result = loadJourney(JSON.parse(readFileSync(journeyFile(id), 'utf8')), {
      validateSchema: validateSchema(),
      resolveInclude: journeyResolver(journeysDir),
    });
    if (!result.ok)
      return c.json(
        { message: `journeys/${id}.json has problems: see its lint results.`, problems: result.problems },
        422,
        NO_STORE,
      );
    const selectedPropertyId = c.req.query('property');
    const context = await loadJourneyContext(
      result.journey.definition,
      personaGateway(options.db, key, at ?? clock),
      customerId,
      {
        now: (at ?? clock).now(),
        ...(selectedPropertyId ? { selectedPropertyId } : {}),
      },
    );
    return c.json({ persona: key, customerId, context }, 200, NO_STORE);
  });

  // One effect of the previewed step, run by the portal's runEffect (time-out, retries) for the persona against a
  // throw-away copy of the sandbox database: the preview shows real data and a real outcome, and changes nothing.
  app.post(`${STUDIO_PREFIX}/effect`, async (c) => {
    const body = await c.req
      .json<{ persona?: string; request?: EffectRequest; clock?: string }>()
      .catch(() => ({}) as { persona?: string; request?: EffectRequest; clock?: string });
    const key = body.persona;
    const request = body.request;
    const at = chosenClock(body.clock);
    if (at === 'invalid') return badClock(c);
    if (!isPersona(key))
      return c.json({ message: `Choose a persona: ${Object.keys(PERSONAS).join(', ')}` }, 400, NO_STORE);
    if (!request || typeof request.effect !== 'string' || typeof request.onError !== 'object') {
      return c.json({ message: 'Send { persona, request } with the effect request the engine made.' }, 400, NO_STORE);
    }
    if (!options.db) return c.json({ message: 'The sandbox does not run in this process.' }, 503, NO_STORE);
    const customerId = PERSONAS[key].customerId;
    if (customerId === null) return c.json({ message: `${key} has no customer record.` }, 409, NO_STORE);
    let copy: Db;
    try {
      options.referenceData?.refresh();
      copy = throwAwayCopy(options.db);
    } catch (error) {
      // Said in words: the preview shows it and fails the effect (its onError applies), rather than wait on.
      return c.json(
        {
          message: `The studio could not copy the sandbox database to run ${request.effect}: ${error instanceof Error ? error.message : String(error)}`,
        },
        500,
        NO_STORE,
      );
    }
    try {
      const effectClock = at ?? clock;
      const sent: SentCall[] = [];
      const outcome = await runEffect(request, {
        gateway: personaGateway(copy, key, effectClock, sent),
        customerId,
        now: () => effectClock.now(),
        newId: randomUUID,
        describe: (code) => tOptional(code) ?? code,
      });
      return c.json(
        {
          ...(outcome.ok
            ? { ok: true, result: outcome.result ?? null }
            : { ok: false, error: failureJson(outcome.error) }),
          sent,
        },
        200,
        NO_STORE,
      );
    } finally {
      copy.close();
    }
  });

  // The situation a step needs to be previewed as the portal draws it, from the first fixture walk that reaches it.
  const situations = createSituationFinder(root, options.referenceData?.dir);
  app.get(`${STUDIO_PREFIX}/situation`, async (c) => {
    const id = c.req.query('journey');
    const step = c.req.query('step');
    if (!id || !JOURNEY_ID.test(id)) return badJourney(c, id);
    if (!existsSync(journeyFile(id))) return noJourney(c, id);
    if (!step) return c.json({ message: 'Name the step: ?step=<step id>' }, 400, NO_STORE);
    const situation = await situations.find(id, step, c.req.query('persona'));
    if (!situation)
      return c.json(
        {
          message: `No fixture of ${id} reaches ${step}, so the studio has no situation for it: give one under "Preview a situation".`,
        },
        404,
        NO_STORE,
      );
    return c.json(situation, 200, NO_STORE);
  });

  app.all(`${STUDIO_PREFIX}/*`, (c) => c.json({ message: 'No such studio endpoint.' }, 404, NO_STORE));
  return app;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The studio mounted on the portal server (npm run dev). */
export function studioRoute(options: StudioOptions): { prefix: string; handle: Handler } {
  return { prefix: STUDIO_PREFIX, handle: getRequestListener(createStudioApp(options).fetch) };
}
