import type { CourseItem } from '@school/contracts';
import { COURSE_KIND_LABELS } from '~/lib/course-kinds';
import { formatCount, formatYuan } from '~/lib/money';
import { KeptHtml } from './kept-html';
import { Picture } from './picture';
import { PlainLink } from './plain-link';

/** /view/{id}: the public course page. */
export const courseHref = (id: string) => `/view/${id}`;

/**
 * The price line of a course, the same on its card and its page: 免费, or the price the reader pays
 * with the original price struck through; during a sale the server has set both and `saleEndTime`.
 */
export function CoursePrice({
  course,
}: {
  course: Pick<CourseItem, 'isFree' | 'coursePrice' | 'rulingPrice' | 'saleEndTime'>;
}) {
  if (course.isFree === 1 || course.coursePrice === 0)
    return <span className="course-price course-price--free">免费</span>;
  return (
    <span className="course-price">
      <strong>{formatYuan(course.coursePrice)}</strong>
      {course.rulingPrice > course.coursePrice ? <del>{formatYuan(course.rulingPrice)}</del> : null}
      {course.saleEndTime ? <span className="course-price__sale">限时特价</span> : null}
    </span>
  );
}

/** '11月30日 20:00 结束': when a course's sale ends, from its `saleEndTime` (yyyy-MM-dd HH:mm:ss). */
export const saleEndText = (saleEndTime: string) =>
  `${Number(saleEndTime.slice(5, 7))}月${Number(saleEndTime.slice(8, 10))}日 ${saleEndTime.slice(11, 16)} 结束`;

/** How many learn a course, said the same on its card and its page: its learners (`countStudy`). */
export const learnersText = (course: Pick<CourseItem, 'countStudy'>) => `${formatCount(course.countStudy)} 人学习`;

/** What a course card shows, and all a page that lists courses as cards needs of each. */
export type CourseCardItem = Pick<
  CourseItem,
  | 'id'
  | 'courseName'
  | 'courseCategory'
  | 'courseLogo'
  | 'coursePrice'
  | 'rulingPrice'
  | 'isFree'
  | 'saleEndTime'
  | 'countStudy'
  | 'lecturerName'
>;

/**
 * A course as its card needs it. A loader's data goes into the page twice, as HTML and as the data the
 * browser hydrates from, so the loaders that list courses as cards send only these fields (decision 0096).
 */
export const cardOf = (course: CourseCardItem): CourseCardItem => ({
  id: course.id,
  courseName: course.courseName,
  courseCategory: course.courseCategory,
  courseLogo: course.courseLogo,
  coursePrice: course.coursePrice,
  rulingPrice: course.rulingPrice,
  isFree: course.isFree,
  ...(course.saleEndTime ? { saleEndTime: course.saleEndTime } : {}),
  countStudy: course.countStudy,
  lecturerName: course.lecturerName,
});

/** Cards are a quarter of the 1200 px page (less the gaps) in every grid that shows them. */
const CARD_COVER_SIZES = '285px';

/**
 * A course as lists show it: cover, name, kind, lecturer, price or 免费, learners. Links to
 * /view/{id}. The name and the kind are written once each: the cover is decoration beside them.
 */
export function CourseCard({ course }: { course: CourseCardItem }) {
  const kind = COURSE_KIND_LABELS[course.courseCategory];
  return (
    <article className="course-card">
      <PlainLink to={courseHref(course.id)} className="course-card__link">
        <div className="course-card__cover">
          {course.courseLogo ? (
            <Picture src={course.courseLogo} sizes={CARD_COVER_SIZES} alt="" loading="lazy" />
          ) : null}
        </div>
        <div className="course-card__body">
          <h3 className="course-card__name" title={course.courseName}>
            {course.courseName}
          </h3>
          <p className="course-card__lecturer">
            {kind ? (
              <span className={`course-card__kind course-card__kind--${course.courseCategory}`}>{kind}</span>
            ) : null}
            {course.lecturerName}
          </p>
          <div className="course-card__foot">
            <CoursePrice course={course} />
            <span className="course-card__students">{learnersText(course)}</span>
          </div>
        </div>
      </PlainLink>
    </article>
  );
}

/**
 * Course cards in an element of `className`. The cards show nothing but `courses`, so the server renders
 * them once per set of courses and writes the kept HTML on later pages (decision 0105); other courses
 * are another element (`key`), which the browser renders afresh.
 */
export function CourseCards({ className, courses }: { className: string; courses: CourseCardItem[] }) {
  const shown = JSON.stringify(courses);
  return (
    <KeptHtml key={shown} className={className} keyOf={() => shown}>
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </KeptHtml>
  );
}

/** Course cards in rows of `columns`. */
export function CourseGrid({ courses, columns = 4 }: { courses: CourseCardItem[]; columns?: 3 | 4 }) {
  return <CourseCards className={`course-grid course-grid--${columns}`} courses={courses} />;
}
