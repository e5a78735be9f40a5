import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { fakeApi } from './fake-api';
import { learner } from './fixtures';
import { renderPage } from './render-page';

/** A teaching page: its address, what it tells a learner, and the page itself. */
export type TeachingPage = [path: string, told: string, page: ReactNode];

/**
 * One test per page: opened by a learner, it says it is for teachers and asks the server for nothing it
 * would refuse. Call inside a `describe`.
 */
export function itRefusesLearners(pages: TeachingPage[]) {
  it.each(pages)(
    '%s says it is for teachers and asks the server for nothing it would refuse',
    async (path, told, ui) => {
      const fake = fakeApi();
      renderPage(ui, { api: fake.api, path, user: learner });
      expect(await screen.findByText(new RegExp(told))).toBeTruthy();
      // A call would start as the page mounts; the pause lets a late one show up before the check.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fake.calls.map((call) => call.key)).toEqual([]);
    },
  );
}
