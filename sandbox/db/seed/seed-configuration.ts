import type { Db } from '../open-database';
import { CONFIGURATION } from './configuration';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

export function seedConfiguration(db: Db, _ctx: SeedContext): void {
  for (const [name, value] of Object.entries(CONFIGURATION)) writeRow(db, 'configuration', { name, value });
}
