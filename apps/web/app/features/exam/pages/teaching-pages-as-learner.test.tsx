import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CourseExercisesPage } from './course-exercises-page';
import { PaperManagementPage } from './paper-management-page';

const teacher = { ...learner, userType: 2 };

const pages: [string, string, ReactNode][] = [
  ['/account/exams', '此功能仅对讲师开放', <PaperManagementPage key="papers" />],
  ['/account/exercises', '此功能仅对讲师开放', <CourseExercisesPage key="exercises" />],
];

describe('teaching pages opened by a learner', () => {
  it.each(pages)(
    '%s says it is for teachers and asks the server for nothing it would refuse',
    async (path, told, ui) => {
      const fake = fakeApi();
      renderPage(ui, { api: fake.api, path, user: learner });
      expect(await screen.findByText(new RegExp(told))).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fake.calls.map((call) => call.key)).toEqual([]);
    },
  );

  it('a teacher opening 试卷管理 asks for their papers', async () => {
    const fake = fakeApi();
    renderPage(<PaperManagementPage />, { api: fake.api, path: '/account/exams', user: teacher });
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(0));
  });
});
