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

  it('shows a running sale alike: the sale price, the struck price before it and the sale label', () => {
    const onSale = { ...course, coursePrice: 990, rulingPrice: 1980, saleEndTime: '2026-11-30 20:00:00' };
    const card = renderPage(<CourseCard course={onSale} />).container;
    const cardPrice = card.querySelector('.course-price')!;
    expect(cardPrice.querySelector('strong')!.textContent).toBe('¥990');
    expect(cardPrice.querySelector('del')!.textContent).toBe('¥1980');
    expect(cardPrice.querySelector('.course-price__sale')!.textContent).toBe('限时特价');
    const page = renderPage(<CourseHero course={onSale} />).container;
    expect(page.querySelector('.course-price')!.textContent).toBe(cardPrice.textContent);
    expect(page.querySelector('.course-hero__sale-end')!.textContent).toBe('11月30日 20:00 结束');
  });

  it('shows no sale label once the sale is over', () => {
    const card = renderPage(<CourseCard course={course} />).container;
    expect(card.querySelector('.course-price__sale')).toBeNull();
    expect(renderPage(<CourseHero course={course} />).container.querySelector('.course-hero__sale-end')).toBeNull();
  });
});
