// The sandbox gateway of a paging benchmark on a port of its own (tools/bench/paging-load-driver.ts runs it in a child
// process, so the load and the server do not share a thread): one resident's 10 000 repairs (REPAIRS to change the
// number), or, with BENCH_DATABASE, the database the list benchmark built and wrote to that file (tools/bench/
// list-load.ts), loaded into memory so it answers from the very rows the in-process figures were taken on.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { openDatabaseImage, type Db } from '../../sandbox/db/open-database';
import { createGatewayListener } from '../../sandbox/server/gateway-listener';
import { benchGateway, manyRepairsDatabase } from './paging';

function listDatabase(file: string): Db {
  return openDatabaseImage(readFileSync(file));
}

const file = process.env.BENCH_DATABASE;
const db = file ? listDatabase(file) : manyRepairsDatabase(Number(process.env.REPAIRS ?? 10_000));
const server = createServer(createGatewayListener(benchGateway(db).fetch));
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
