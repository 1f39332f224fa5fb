import { en } from '../../locales/generated/en';

/**
 * Every English text (the area files of locales/en/ merged), for development, the unit tests and the tools. The
 * production build replaces this module with an empty one (tools/vite-locale-plugin.ts): there each module registers
 * the texts it names, so the first download carries only the start and home pages' words.
 */
export const bundledMessages: Readonly<Record<string, string>> = en;
