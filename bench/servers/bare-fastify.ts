// Baseline: the bare Fastify 5 hello-world JSON server that PERFORMANCE.md ratios are measured against.
import Fastify from 'fastify';
import { announcePort, exitWithParent } from './announce';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

exitWithParent(() => app.close());
await app.listen({ host: '127.0.0.1', port: 0 });
announcePort((app.server.address() as { port: number }).port);
