import type { PaperInfo } from '@school/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { CourseExercises } from './course-exercises';

const paper: PaperInfo = {
  id: '71',
  examName: '四级翻译与写作专项',
  subject: 'cet4',
  subjectName: '大学英语四级',
  year: 2026,
  description: '',
  coverUrl: '',
  answerMinutes: 60,
  passScore: 27,
  totalScore: 45,
  isFree: 0,
  price: 19.9,
  vipPrice: 0,
  problemCount: 4,
  multipleHalfScore: 1,
  isPutAway: 1,
  lecturerUserId: '2',
  gmtPublish: '2026-11-20 10:00:00',
};

describe('the course page exercises', () => {
  it('lists the papers attached to the course, each opening in practice mode', async () => {
    renderPage(<CourseExercises exercises={[paper]} />, { user: learner });
    const link = await screen.findByRole('link', { name: '四级翻译与写作专项' });
    expect(link.getAttribute('href')).toBe('/exam/exercise/71');
    expect(screen.getByText('收费')).toBeTruthy();
  });

  it('shows nothing when the course has no exercises', async () => {
    const { container } = renderPage(
      <>
        <p>课程介绍</p>
        <CourseExercises exercises={[]} />
      </>,
      { user: learner },
    );
    await screen.findByText('课程介绍');
    expect(container.querySelector('.course-exercises')).toBeNull();
  });
});
