import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render-page';
import { CourseAuditsPage } from './course-audits-page';
import { CourseDraftsPage } from './course-drafts-page';
import { LearnerProgressPage } from './learner-progress-page';

const pages: [string, string, ReactNode][] = [
  ['/account/course', '成为讲师后即可发布课程', <CourseDraftsPage key="drafts" />],
  ['/account/course/audit', '成为讲师后即可发布课程', <CourseAuditsPage key="audits" />],
  ['/account/progress', '成为讲师后即可发布课程', <LearnerProgressPage key="progress" />],
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
});
