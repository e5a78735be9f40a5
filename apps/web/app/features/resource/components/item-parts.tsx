import type { CourseChapter, CourseDetail, CourseItem, CoursePeriod, DownloadCount } from '@school/contracts';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoursePrice } from '~/components/course-card';
import { Picture } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { formatCount } from '~/lib/money';
import { documentItemHref } from '../catalogue-filters';
import { docTypeLabel, formatSize } from '../document-api';

export const isFreeItem = (course: Pick<CourseDetail, 'isFree' | 'coursePrice'>) =>
  course.isFree === 1 || course.coursePrice === 0;

/** Cover, name, figures and price; `children` are the reader's buttons. */
export function ItemHero({
  course,
  countDownload,
  children,
}: {
  course: CourseDetail;
  countDownload: number;
  children?: ReactNode;
}) {
  const files = course.periodCount;
  return (
    <section className="item-hero">
      <div className="item-hero__cover">
        {course.courseLogo ? <Picture src={course.courseLogo} sizes="(max-width: 600px) 100vw, 360px" alt="" /> : null}
      </div>
      <div className="item-hero__text">
        <h1 className="item-hero__name">{course.courseName}</h1>
        <p className="item-hero__facts">
          <span>{files} 个文件</span>
          <span>
            下载 <strong data-testid="item-downloads">{formatCount(countDownload)}</strong> 次
          </span>
          <span>{formatCount(course.countStudy)} 人学习</span>
          {course.lecturerName ? <span>讲师：{course.lecturerName}</span> : null}
        </p>
        <div className="item-hero__price">
          <CoursePrice course={course} />
        </div>
        {children}
      </div>
    </section>
  );
}

/** What a reader may do with one file: the row's buttons come from the page. */
export type FileActions = (period: CoursePeriod) => ReactNode;

function FileRow({ period, count, actions }: { period: CoursePeriod; count: number; actions?: FileActions }) {
  const doc = period.doc;
  return (
    <li className="file-row">
      <div className="file-row__main">
        <span className="file-row__name">{doc?.docName || period.periodName}</span>
        <span className="file-row__facts">
          {doc ? <Tag className="file-row__type">{docTypeLabel(doc.docType)}</Tag> : null}
          {doc ? <span>{formatSize(doc.docSize)}</span> : null}
          {doc && doc.pageCount > 0 ? <span>{doc.pageCount} 页</span> : null}
          {period.canTry === 1 ? (
            <Tag color="green">免费</Tag>
          ) : doc && doc.canPreview === 1 && doc.freePages > 0 ? (
            <Tag color="blue">试读 {Math.min(doc.freePages, doc.pageCount)} 页</Tag>
          ) : null}
          {doc && doc.isDownload === 0 ? <Tag>仅在线阅读</Tag> : null}
          {doc && doc.canPreview === 0 && doc.docType !== 'mp3' ? <Tag>仅可下载</Tag> : null}
          <span>下载 {formatCount(count)} 次</span>
        </span>
      </div>
      {actions ? <div className="file-row__actions">{actions(period)}</div> : null}
    </li>
  );
}

/** The item's files by chapter, with type, size, pages, free marks and download counts. */
export function FileList({
  chapters,
  downloads,
  actions,
  below,
}: {
  chapters: CourseChapter[];
  downloads: DownloadCount;
  actions?: FileActions;
  /** What opens under a file (its reader or player), by period id. */
  below?: (period: CoursePeriod) => ReactNode;
}) {
  const counts = new Map(downloads.periodList.map((item) => [item.periodId, item.countDownload]));
  if (chapters.every((chapter) => chapter.periodList.length === 0)) return <p>还没有文件。</p>;
  return (
    <div className="file-list">
      {chapters.map((chapter) => (
        <section key={chapter.id} className="file-list__chapter">
          <h3 className="file-list__chapter-name">{chapter.chapterName}</h3>
          <ul className="file-list__rows">
            {chapter.periodList.map((period) => (
              <FileRowWithBelow
                key={period.id}
                period={period}
                count={counts.get(period.id) ?? 0}
                actions={actions}
                below={below}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FileRowWithBelow({
  period,
  count,
  actions,
  below,
}: {
  period: CoursePeriod;
  count: number;
  actions?: FileActions;
  below?: (period: CoursePeriod) => ReactNode;
}) {
  const opened = below?.(period);
  return (
    <>
      <FileRow period={period} count={count} actions={actions} />
      {opened ? <li className="file-row__below">{opened}</li> : null}
    </>
  );
}

export function ItemAbout({ course }: { course: CourseDetail }) {
  return (
    <section className="item-section">
      <h2 className="item-section__title">简介</h2>
      {course.introduce ? <RichText html={course.introduce} /> : <p>讲师还没有写简介。</p>}
    </section>
  );
}

/** Other items of the same kind beside the page. */
export function RelatedItems({ items }: { items: CourseItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="item-section">
      <h2 className="item-section__title">相关推荐</h2>
      <ul className="related-items">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={documentItemHref(item.courseCategory, item.id)}>{item.courseName}</Link>
            <CoursePrice course={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const fileActionButton = (label: string, onClick: () => void, primary = false) => (
  <Button size="small" type={primary ? 'primary' : 'default'} onClick={onClick}>
    {label}
  </Button>
);

/** The foot of an item's page: what comes first (the files), the introduction, and related items beside. */
export function ItemBody({
  course,
  related,
  children,
}: {
  course: CourseDetail;
  related: CourseItem[];
  children?: ReactNode;
}) {
  return (
    <div className="item-body">
      <div className="item-body__main">
        {children}
        <ItemAbout course={course} />
      </div>
      <aside className="item-body__side">
        <RelatedItems items={related} />
      </aside>
    </div>
  );
}
