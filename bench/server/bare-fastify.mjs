// Baseline: a bare Fastify route on the same machine, to compare /auth/me against.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: 1, username: 'bare', ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
