import type { Context, Hono } from 'hono';
import type { Db } from '../db/open-database';
import type { ReferenceDataSource } from '../db/reference-data/reference-data-source';
import type { FaultStore } from './faults/fault-store';
import type { SchemaValidator } from './schema-validator';

/** Base path of the association's customer self-serve API, as the SPA calls it. */
export const API_PREFIX = '/customerselfserve/api/v1';
/** Base path of the test controls (fault injection); served only in test mode. */
export const SANDBOX_PREFIX = '/__sandbox';

export interface GatewayDeps {
  db: Db;
  verifyAccessToken(token: string): Promise<{ subject: string } | null>;
  clock: { now(): Date };
  newId(): string;
  testMode: boolean;
  allowedOrigins: string[];
  /**
   * How long after submission a repair's job number comes, when the repair sets no delay of its own; 6 s when
   * absent (DEFAULT_JOB_NUMBER_DELAY_MS). The browser fixture replay sets 0 so its walks do not wait on the polls.
   */
  jobNumberDelayMs?: number;
  /**
   * The request and response schemas, compiled; a fresh one when absent. Compiling them takes longer than a whole
   * headless fixture replay, so the fixture runner makes one and shares it between its sandboxes (it holds no data).
   */
  validator?: SchemaValidator;
  /**
   * The reference-data files the gateway serves from, looked at before every call so an analyst's edit is served at
   * the next one (sandbox/db/reference-data/reference-data-source.ts). Absent: the tables stay as seeded.
   */
  referenceData?: ReferenceDataSource;
}

/** What every route group receives: the injected dependencies plus the app instance's shared services. */
export interface RouteDeps extends GatewayDeps {
  validator: SchemaValidator;
  faults: FaultStore;
}

export interface GatewayEnv {
  Variables: {
    /** The request's correlation id (hono/request-id, middleware/correlation-id.ts). */
    requestId: string;
    /** IdP account id (token subject); set by the authenticate middleware on every gateway route. */
    subject: string;
  };
}

export type GatewayApp = Hono<GatewayEnv>;
export type GatewayContext = Context<GatewayEnv>;
