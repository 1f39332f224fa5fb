import { join } from 'node:path';
import { formatPages, measurePages } from './pages';
console.log(formatPages(await measurePages(join(import.meta.dirname, '..', '..', 'dist'))));
