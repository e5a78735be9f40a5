import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { forgetPersonalQueriesOnSessionChange, personalQueryKey } from './personal-queries';
import { createSchoolStore } from './store';

describe('personal queries', () => {
  it('are forgotten (once React has switched them off) when the session ends or changes, public ones stay', () => {
    vi.useFakeTimers();
    const store = createSchoolStore();
    const queryClient = new QueryClient();
    forgetPersonalQueriesOnSessionChange(store, queryClient);
    const fill = () => {
      queryClient.setQueryData(personalQueryKey('messages', 'all', 1), { list: ['mine'] });
      queryClient.setQueryData(['course-list', 1], { list: ['public'] });
    };
    const mine = () => queryClient.getQueryData(personalQueryKey('messages', 'all', 1));

    // The start-up taking up the token cookie is not a change of reader.
    fill();
    store.getState().setTokenInfo('first');
    expect(mine()).toBeDefined();

    store.getState().clearSession();
    vi.advanceTimersByTime(1);
    expect(mine()).toBeUndefined();
    expect(queryClient.getQueryData(['course-list', 1])).toBeDefined();

    store.getState().setTokenInfo('second');
    fill();
    store.getState().setTokenInfo('third');
    vi.advanceTimersByTime(1);
    expect(mine()).toBeUndefined();
    vi.useRealTimers();
  });
});
