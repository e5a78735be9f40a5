import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingBarPhase } from './loading-bar';

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for work shorter than 200 ms', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingBarPhase(busy), { initialProps: { busy: true } });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    rerender({ busy: false });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe('idle');
  });

  it('runs after 200 ms and finishes when the work is done', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingBarPhase(busy), { initialProps: { busy: true } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe('running');
    rerender({ busy: false });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe('done');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe('idle');
  });
});
