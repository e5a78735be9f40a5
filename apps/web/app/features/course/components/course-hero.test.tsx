import type { CourseDetail } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { CourseCard } from '~/components/course-card';
import { CourseHero } from './course-view';

/** A course bought once and studied by 1900: the card and the page must say the same. */
const course = {
  id: '7',
  courseName: '雅思 7 分全科系统班',
  courseCategory: 1,
  courseLogo: '',
  coursePrice: 1980,
  rulingPrice: 2980,
  isFree: 0,
  countBuy: 1,
  countStudy: 1900,
  categoryId1: '0',
  categoryId2: '0',
  categoryId3: '0',
  lecturerUserId: '5',
  lecturerName: '王老师',
  gmtCreate: '2026-11-01 09:00:00',
  periodCount: 12,
  totalDuration: 3600,
  freePeriodCount: 0,
} as CourseDetail;

describe('a course on its card and on its page', () => {
  it('shows the same learner count and price', () => {
    const card = renderPage(<CourseCard course={course} />).container;
    const students = card.querySelector('.course-card__students')!.textContent!;
    const cardPrice = card.querySelector('.course-price')!.textContent;
    const page = renderPage(<CourseHero course={course} />).container;
    expect(page.querySelector('.course-hero__facts')!.textContent).toContain(students);
    expect(page.querySelector('.course-price')!.textContent).toBe(cardPrice);
  });
});
