import type { PublicLecturer } from '@school/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../../test/fixtures';
import { fakeApi } from '../../../../../test/fake-api';
import { renderPage } from '../../../../../test/render-page';
import { SIGN_IN_TO_FOLLOW } from './follow-button';
import { LecturerProfileCard } from './lecturer-profile-card';

/** The lecturer as the kept page has them: read as a visitor, so never followed. */
const lecturer: PublicLecturer = {
  lecturerUserId: '5',
  lecturerName: '王老师',
  lecturerPosition: '雅思口语讲师',
  introduce: '',
  headImgUrl: '',
  isLive: 0,
  attentionCount: 3,
  isAttention: 0,
};
const followers = () => document.querySelector('.lecturer-hero__stats strong')?.textContent;

describe('the lecturer card: my follow state is read in the browser', () => {
  it('a visitor is told to sign in first, and comes back to this page afterwards', async () => {
    const fake = fakeApi();
    const { router, store } = renderPage(<LecturerProfileCard lecturer={lecturer} />, {
      api: fake.api,
      path: '/lecturer/5?page=2',
    });
    fireEvent.click(screen.getByRole('button', { name: /关注/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(SIGN_IN_TO_FOLLOW)).toBeTruthy();
    expect(store.getState().temporaryUrl).toBe('/lecturer/5?page=2');
    expect(fake.calls).toHaveLength(0);
  });

  it('a signed-in reader sees whether they follow, and following counts them in', async () => {
    const fake = fakeApi({ viewLecturer: { ...lecturer, isAttention: 0, attentionCount: 4 }, saveAttention: null });
    renderPage(<LecturerProfileCard lecturer={lecturer} />, { api: fake.api, path: '/lecturer/5', user: learner });
    await waitFor(() => expect(followers()).toBe('4'));
    expect(fake.inputsOf('viewLecturer')).toEqual([{ lecturerUserId: '5' }]);
    fireEvent.click(screen.getByRole('button', { name: /关注/ }));
    await waitFor(() => expect(followers()).toBe('5'));
    expect(fake.inputsOf('saveAttention')).toEqual([{ lecturerUserId: '5' }]);
    fireEvent.mouseLeave(screen.getByRole('button', { name: /已关注/ }));
  });

  it("the button waits, hidden, until a signed-in reader's state is known", async () => {
    let answer: (value: PublicLecturer) => void = () => {};
    const fake = fakeApi({ viewLecturer: () => new Promise<PublicLecturer>((resolve) => (answer = resolve)) });
    renderPage(<LecturerProfileCard lecturer={lecturer} />, { api: fake.api, path: '/lecturer/5', user: learner });
    const button = screen.getByRole('button', { name: /关注/ });
    expect(button.className).toContain('hidden-until-reader-known');
    await waitFor(() => expect(fake.inputsOf('viewLecturer')).toHaveLength(1));
    act(() => answer({ ...lecturer, isAttention: 1 }));
    await waitFor(() => expect(screen.getByRole('button', { name: /已关注/ }).className).not.toContain('hidden'));
  });
});
