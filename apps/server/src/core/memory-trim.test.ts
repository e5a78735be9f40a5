import { canTrim, mallocTrim } from '@school/malloc-trim';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trimWhenQuiet } from './memory-trim.ts';

describe('memory given back when the school is quiet (decision 0113)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('trims once after a quiet spell, never while answers keep coming, and not once the app has closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const trim = vi.fn(() => true);
    const app = Fastify();
    trimWhenQuiet(app, 1000, trim);
    app.get('/call', async () => ({ code: 200 }));
    const ask = async () => expect((await app.inject('/call')).statusCode).toBe(200);
    await ask();
    vi.advanceTimersByTime(900);
    await ask();
    vi.advanceTimersByTime(900);
    expect(trim).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(trim).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(1);
    await ask();
    vi.advanceTimersByTime(1000);
    expect(trim).toHaveBeenCalledTimes(2);
    await ask();
    await app.close();
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(2);
  });

  it('has the addon on glibc, built at install, and it answers', () => {
    const { glibcVersionRuntime } = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header;
    expect(canTrim).toBe(glibcVersionRuntime !== undefined);
    expect(typeof mallocTrim()).toBe('boolean');
  });
});
