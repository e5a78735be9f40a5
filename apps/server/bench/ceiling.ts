import Fastify from 'fastify';

/** The ceiling: a bare Fastify JSON route on this machine, with nothing of ours in the way. */
const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ code: 200, msg: '成功', data: { hello: 'world' } }));

// For large bodies (video segments and chunks): the same bytes from memory, and an upload read and dropped.
const bodies = new Map<number, Buffer>();
app.get<{ Querystring: { size?: string } }>('/ceiling/bytes', async (request, reply) => {
  const size = Math.min(16 * 1024 * 1024, Math.max(0, Number(request.query.size) || 0));
  if (!bodies.has(size)) bodies.set(size, Buffer.alloc(size, 7));
  return reply.type('application/octet-stream').send(bodies.get(size));
});
app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
  payload.resume();
  payload.on('end', () => done(null));
});
app.post('/ceiling/drain', async () => ({ code: 200, msg: '成功', data: null }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
