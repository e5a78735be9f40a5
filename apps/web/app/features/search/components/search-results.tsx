import { UserOutlined } from '@ant-design/icons';
import type { CourseSearchItem, SearchHit } from '@school/contracts';
import { Link } from 'react-router';
import { Picture } from '~/components/picture';
import { SiteLink } from '~/components/site-link';
import { COURSE_KIND_LABELS } from '~/lib/course-kinds';
import { formatCount, formatYuan } from '~/lib/money';
import { HighlightedText } from '~/components/highlighted-text';

function Price({ isFree, price, rulingPrice }: { isFree?: number; price?: number; rulingPrice?: number }) {
  if (isFree === 1 || price === 0) return <span className="course-price course-price--free">免费</span>;
  if (price === undefined) return null;
  return (
    <span className="course-price">
      <strong>{formatYuan(price)}</strong>
      {rulingPrice !== undefined && rulingPrice > price ? <del>{formatYuan(rulingPrice)}</del> : null}
    </span>
  );
}

const RESULT_COVER_SIZES = '224px';

/** Course results: cover, the name with the match highlighted, lecturer, learners, price. */
export function CourseResults({ courses }: { courses: CourseSearchItem[] }) {
  return (
    <ul className="search-results">
      {courses.map((course) => (
        <li key={course.id} className="search-result">
          <Link to={`/view/${course.id}`} className="search-result__cover" tabIndex={-1} aria-hidden="true">
            {course.courseLogo ? (
              <Picture src={course.courseLogo} sizes={RESULT_COVER_SIZES} alt="" loading="lazy" />
            ) : null}
          </Link>
          <div className="search-result__body">
            <h3 className="search-result__title">
              <Link to={`/view/${course.id}`}>
                <HighlightedText html={course.courseNameHighlight} />
              </Link>
            </h3>
            <p className="search-result__meta">
              {COURSE_KIND_LABELS[course.courseCategory] ? (
                <span className={`course-card__kind course-card__kind--${course.courseCategory}`}>
                  {COURSE_KIND_LABELS[course.courseCategory]}
                </span>
              ) : null}
              {course.lecturerName ? <span>讲师：{course.lecturerName}</span> : null}
              <span>
                <UserOutlined /> {formatCount(course.countStudy)}人学习
              </span>
            </p>
            <p className="search-result__price">
              <Price isFree={course.isFree} price={course.coursePrice} rulingPrice={course.rulingPrice} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A result's address: a site path or an http(s) address; anything else goes nowhere. */
export const safeHitHref = (url: string) => (/^(\/(?!\/)|https?:\/\/)/.test(url) ? url : '/null');

function HitResult({ hit }: { hit: SearchHit }) {
  const href = safeHitHref(hit.url);
  return (
    <li className="search-result">
      {hit.img ? (
        <SiteLink href={href} className="search-result__cover" duplicate>
          <Picture src={hit.img} sizes={RESULT_COVER_SIZES} alt="" loading="lazy" />
        </SiteLink>
      ) : null}
      <div className="search-result__body">
        <h3 className="search-result__title">
          <SiteLink href={href}>
            <HighlightedText html={hit.titleHighlight} />
          </SiteLink>
        </h3>
        {hit.summary ? <p className="search-result__summary">{hit.summary}</p> : null}
        <p className="search-result__meta">
          {hit.gmtCreate ? <span>{hit.gmtCreate.slice(0, 10)}</span> : null}
          <Price isFree={hit.isFree} price={hit.price} />
        </p>
      </div>
    </li>
  );
}

/** Results of any other type, as the search service describes them: title, summary, date, price if any. */
export function HitResults({ hits }: { hits: SearchHit[] }) {
  return (
    <ul className="search-results">
      {hits.map((hit) => (
        <HitResult key={`${hit.type}-${hit.id}`} hit={hit} />
      ))}
    </ul>
  );
}
