import Fastify from 'fastify';

/** The ceiling: a bare Fastify JSON route on this machine, with nothing of ours in the way. */
const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ code: 200, msg: '成功', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
