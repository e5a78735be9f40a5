import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/request';
import { retryAfterOf, useRetryNotice } from './retry-notice';

const refusal = (retryAfter: number) =>
  new ApiError({ code: 429, msg: `操作太频繁，请 ${retryAfter} 秒后再试`, data: { retryAfter } });

describe('retry notice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the wait of a rate-limit refusal only', () => {
    expect(retryAfterOf(refusal(7))).toBe(7);
    expect(retryAfterOf(new ApiError({ code: 409, msg: '重复', data: null }))).toBeUndefined();
    expect(retryAfterOf(new ApiError({ code: 429, msg: '操作太频繁', data: null }))).toBeUndefined();
    expect(retryAfterOf(new Error('网络错误'))).toBeUndefined();
  });

  it('keeps saying the wait, counting down, until the time passes', () => {
    const { result } = renderHook(() => useRetryNotice());
    expect(result.current.waiting).toBe(false);
    act(() => result.current.refused(refusal(90)));
    expect(result.current.waiting).toBe(true);
    const { rerender } = render(<>{result.current.notice}</>);
    expect(screen.getByRole('status').textContent).toContain('操作太频繁，请 2 分钟后再试');
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    rerender(<>{result.current.notice}</>);
    expect(screen.getByRole('status').textContent).toContain('操作太频繁，请 50 秒后再试');
    act(() => {
      vi.advanceTimersByTime(50_000);
    });
    expect(result.current.waiting).toBe(false);
    expect(result.current.notice).toBeNull();
  });

  it('is not started by any other failure', () => {
    const { result } = renderHook(() => useRetryNotice());
    act(() => result.current.refused(new ApiError({ code: 409, msg: '重复', data: null })));
    expect(result.current.waiting).toBe(false);
  });
});
