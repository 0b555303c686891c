// The reference the API benchmark divides by: a bare Fastify JSON route, in its own process.
import Fastify from 'fastify';

const app = Fastify();
app.get('/ping', async () => ({ data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
