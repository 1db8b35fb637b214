// Child process of the server bench: the floor to compare the reference server with. A bare
// Fastify app, one GET route answering the fixed JSON value given as JSON in argv[2] (the
// VideoDetails reply, so both send the same bytes and serialise the same shape). Prints one
// line `{"url": ..., "pid": ...}` when listening; stops when stdin closes.
import Fastify from 'fastify';

const body = JSON.parse(process.argv[2] ?? '{}') as unknown;
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, pid: process.pid })}\n`);

process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
process.stdin.resume();
