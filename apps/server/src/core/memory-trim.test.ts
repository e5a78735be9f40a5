import { canTrim, mallocTrim } from '@school/malloc-trim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trimWhenQuiet } from './memory-trim.ts';

describe('memory given back when the school is quiet (decision 0113)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('trims once after a quiet spell, never while renders keep coming', () => {
    vi.useFakeTimers();
    const trim = vi.fn(() => true);
    const quiet = trimWhenQuiet(1000, trim);
    quiet.touch();
    vi.advanceTimersByTime(900);
    quiet.touch();
    vi.advanceTimersByTime(900);
    expect(trim).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(trim).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(1);
    quiet.touch();
    vi.advanceTimersByTime(1000);
    expect(trim).toHaveBeenCalledTimes(2);
    quiet.touch();
    quiet.stop();
    vi.advanceTimersByTime(5000);
    expect(trim).toHaveBeenCalledTimes(2);
  });

  it('has the addon on glibc, built at install, and it answers', () => {
    const { glibcVersionRuntime } = (process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header;
    expect(canTrim).toBe(glibcVersionRuntime !== undefined);
    expect(typeof mallocTrim()).toBe('boolean');
  });
});
