import type { Page } from '@school/contracts';
import { Button, Empty } from 'antd';
import { PagedList } from '~/components/paged-list';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import './study-list.css';

/**
 * A page of one of the personal centre's course lists (a learner's or a teacher's), with its pager, or what to
 * do when it is empty.
 */
export function StudyList<T>({
  page,
  empty,
  children,
}: {
  page: Page<T>;
  empty: string;
  children(item: T): ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <PagedList
      page={page}
      pageSize={page.pageSize}
      listClassName="study-list"
      onPage={(next) => void navigate(`?page=${next}`)}
      empty={
        <Empty className="account-page__empty" description={empty}>
          <Link to="/list">
            <Button type="primary">去选课</Button>
          </Link>
        </Empty>
      }
    >
      {children}
    </PagedList>
  );
}

/** A course row: cover, name and what is said about it, with actions on the right. */
export function StudyRow({
  cover,
  title,
  href,
  children,
  actions,
}: {
  cover: string;
  title: string;
  href: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="study-row">
      <Link to={href} className="study-row__cover" tabIndex={-1} aria-hidden="true">
        {cover ? <img src={cover} alt="" loading="lazy" /> : null}
      </Link>
      <div className="study-row__text">
        <Link to={href} className="study-row__title">
          {title}
        </Link>
        {children}
      </div>
      {actions ? <div className="study-row__actions">{actions}</div> : null}
    </li>
  );
}
