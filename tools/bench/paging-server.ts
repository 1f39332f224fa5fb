// The sandbox gateway with one resident's 10 000 repairs, on a port of its own, for the paging load test
// (tools/bench/paging-load.ts runs it in a child process, so the load and the server do not share a thread).
import { createServer } from 'node:http';
import { createGatewayListener } from '../../sandbox/server/gateway-listener';
import { benchGateway, manyRepairsDatabase } from './paging';

const db = manyRepairsDatabase(Number(process.env.REPAIRS ?? 10_000));
const server = createServer(createGatewayListener(benchGateway(db).fetch));
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
