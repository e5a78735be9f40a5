import { CourseKind } from '@school/contracts';
import { describe } from 'vitest';
import { itRefusesLearners } from '../../../../test/teaching-pages';
import { CourseAuditsPage } from './course-audits-page';
import { CourseDraftsPage } from './course-drafts-page';
import { LearnerProgressPage } from './learner-progress-page';

describe('teaching pages opened by a learner', () => {
  itRefusesLearners([
    ['/account/vod', '成为讲师后即可发布课程', <CourseDraftsPage key="drafts" kind={CourseKind.video} />],
    ['/account/library', '成为讲师后即可发布课程', <CourseDraftsPage key="library" kind={CourseKind.library} />],
    ['/account/course/audit', '成为讲师后即可发布课程', <CourseAuditsPage key="audits" />],
    ['/account/progress', '成为讲师后即可发布课程', <LearnerProgressPage key="progress" />],
  ]);
});
