import { BookOutlined } from '@ant-design/icons';
import type { CourseItem, Page } from '@school/contracts';
import { Link } from 'react-router';
import { CourseGrid } from '~/components/course-card';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { withPage } from '~/lib/paging';
import { LECTURER_COURSE_PAGE_SIZE } from '../api/list-lecturer-course';

/** /lecturer/{id}?page=N: page N of the lecturer's page (page 1 has no query). */
export const lecturerPageHref = (lecturerUserId: string, page = 1) => withPage(`/lecturer/${lecturerUserId}`, '', page);

/**
 * "TA 的课程": the lecturer's on-shelf courses as cards, a page at a time (paging links), or what is
 * missing — no courses yet, a page past the end, or a list that could not be read (`page` null).
 */
export function LecturerCourses({ lecturerUserId, page }: { lecturerUserId: string; page: Page<CourseItem> | null }) {
  return (
    <section className="lecturer-section" aria-label="讲师课程">
      <h2 className="lecturer-section__title">
        <BookOutlined /> TA 的课程
        {page && page.totalCount > 0 ? <span className="lecturer-section__count">（{page.totalCount}）</span> : null}
      </h2>
      {!page ? (
        <EmptyState title="课程列表暂时无法读取，请稍后刷新重试" />
      ) : page.list.length > 0 ? (
        <CourseGrid courses={page.list} />
      ) : page.totalCount > 0 ? (
        <EmptyState title="这一页没有课程了">
          <Link to={lecturerPageHref(lecturerUserId)}>回到第一页</Link>
        </EmptyState>
      ) : (
        <EmptyState title="这位讲师还没有上架课程">
          <Link to="/list">浏览全部课程</Link>
        </EmptyState>
      )}
      {page ? (
        <LinkPagination
          current={page.pageCurrent}
          total={page.totalCount}
          pageSize={LECTURER_COURSE_PAGE_SIZE}
          hrefFor={(pageNumber) => lecturerPageHref(lecturerUserId, pageNumber)}
        />
      ) : null}
    </section>
  );
}
