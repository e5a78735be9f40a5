import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { itRefusesLearners } from '../../../../test/teaching-pages';
import { CourseExercisesPage } from './course-exercises-page';
import { PaperManagementPage } from './paper-management-page';

const teacher = { ...learner, userType: 2 };

describe('teaching pages opened by a learner', () => {
  itRefusesLearners([
    ['/account/exams', '此功能仅对讲师开放', <PaperManagementPage key="papers" />],
    ['/account/exercises', '此功能仅对讲师开放', <CourseExercisesPage key="exercises" />],
  ]);

  it('a teacher opening 试卷管理 asks for their papers', async () => {
    const fake = fakeApi();
    renderPage(<PaperManagementPage />, { api: fake.api, path: '/account/exams', user: teacher });
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(0));
  });
});
