import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerSaver, formatRemaining, type SaveState } from './answer-saver';

describe('the answer saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (save: (problemId: string, answer: string[]) => Promise<void>) => {
    const states: SaveState[] = [];
    const onFinal = vi.fn();
    const saver = createAnswerSaver({
      save,
      onState: (state) => states.push(state),
      isFinal: (error) => (error as { code?: number }).code === 409,
      onFinal,
      retryMs: 1000,
    });
    return { saver, states, onFinal };
  };

  it('saves a choice at once and typing after the pause, only the newest text of a problem', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { saver, states } = setup(save);
    saver.set('1', ['B'], 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith('1', ['B']);
    saver.set('2', ['I'], 800);
    saver.set('2', ['I am'], 800);
    await vi.advanceTimersByTimeAsync(799);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenLastCalledWith('2', ['I am']);
    expect(save).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe('saved');
  });

  it('keeps an answer the network lost and saves it when the network is back', async () => {
    let online = false;
    const save = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new Error('网络异常'))));
    const { saver, states } = setup(save);
    saver.set('1', ['A', 'C'], 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('offline');
    expect(saver.unsaved).toBe(1);
    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenLastCalledWith('1', ['A', 'C']);
    expect(saver.unsaved).toBe(0);
    expect(states.at(-1)).toBe('saved');
  });

  it('stops for good when the server says the exam is over', async () => {
    const save = vi.fn(() => Promise.reject(Object.assign(new Error('已交卷'), { code: 409 })));
    const { saver, onFinal } = setup(save);
    saver.set('1', ['T'], 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(onFinal).toHaveBeenCalledTimes(1);
    saver.set('1', ['F'], 0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('flushes everything before a submission', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { saver } = setup(save);
    saver.set('3', ['essay text'], 800);
    await saver.flush();
    expect(save).toHaveBeenCalledWith('3', ['essay text']);
    expect(saver.unsaved).toBe(0);
  });
});

describe('the exam clock', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatRemaining(299_001)).toBe('05:00');
    expect(formatRemaining(3_909_000)).toBe('1:05:09');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
