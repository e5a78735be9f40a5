import type { CoursePreview } from '@school/contracts';
import { Alert, Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSchoolStore } from '~/lib/store';

/** The answer of `/course/auth/course/audit/preview` as a preview page reads it. */
export type DraftPreviewAnswer = { preview: CoursePreview } | { refusal: string };

/**
 * The frame of a draft's preview page (/preview/course, /live, /resource, /library): sign-in first,
 * since only the draft's author may see it, then the refusal, a skeleton while it loads, then the page.
 */
export function DraftPreviewFrame({
  answer,
  who,
  className,
  children,
}: {
  answer: DraftPreviewAnswer | undefined;
  /** Who may preview: 课程的讲师, 作者. */
  who: string;
  className: string;
  children(preview: CoursePreview): ReactNode;
}) {
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  if (!signedIn)
    return (
      <Result
        status="info"
        title={`请先登录，预览仅对${who}开放`}
        extra={
          <Link to="/login">
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    );
  if (answer && 'refusal' in answer) return <Result status="warning" title={answer.refusal} />;
  if (!answer)
    return (
      <div className={`${className} page-width`}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  return children(answer.preview);
}

const AUDIT_STATES = ['待审核', '审核通过', '审核不通过'];

/** The banner over a draft laid out as learners will see it: its audit state and opinion, and the way back. */
export function DraftPreviewBanner({
  preview,
  editHref,
  className,
}: {
  preview: CoursePreview;
  editHref: string;
  className: string;
}) {
  return (
    <Alert
      className={className}
      type={preview.auditStatus === 2 ? 'error' : preview.auditStatus === 1 ? 'success' : 'info'}
      showIcon
      title={`预览：学员在审核通过后将看到这样的页面（${AUDIT_STATES[preview.auditStatus] ?? '待审核'}）`}
      description={preview.auditOpinion ? `审核意见：${preview.auditOpinion}` : undefined}
      action={
        <Link to={editHref}>
          <Button size="small">返回编辑</Button>
        </Link>
      }
    />
  );
}
