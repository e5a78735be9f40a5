import { courseAuthorContracts } from '@school/contracts';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { useApi } from '~/lib/api-context';
import { personalQueryKey, usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';
import { FileList, ItemAbout, ItemHero } from '../components/item-parts';
import type { DocumentKind } from '../catalogue-filters';
import '../resource.css';

export function checkItemPreviewId({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  return null;
}

const AUDIT_STATES = ['待审核', '审核通过', '审核不通过'];
const EDIT_PATHS: Record<DocumentKind, string> = { 3: '/account/resource/period', 4: '/account/library/period' };
const NO_DOWNLOADS = { countDownload: 0, periodList: [] };

/**
 * /preview/resource/{id} and /preview/library/{id}: the author's draft laid out as learners will see
 * it once approved, read with the author's session (only the item's lecturer may preview it).
 */
export function ItemPreviewPage({ kind }: { kind: DocumentKind }) {
  const { id } = useParams();
  const api = useApi();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const query = usePersonalQuery({
    queryKey: personalQueryKey('resource-preview', id),
    queryFn: async () => {
      const reply = await api.request(courseAuthorContracts.previewCourseAudit, { id: id! }, { isShowErrTip: false });
      return reply.code === 200 ? { preview: reply.data } : { refusal: reply.msg || '无法预览' };
    },
  });

  if (!signedIn)
    return (
      <Result
        status="info"
        title="请先登录，预览仅对作者开放"
        extra={
          <Link to="/login">
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    );
  if (query.data?.refusal) return <Result status="warning" title={query.data.refusal} />;
  const preview = query.data?.preview;
  if (!preview)
    return (
      <div className="item-page page-width">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  const { course, chapterList } = preview;
  return (
    <div className="item-page page-width">
      <Alert
        className="item-preview__banner"
        type={preview.auditStatus === 2 ? 'error' : preview.auditStatus === 1 ? 'success' : 'info'}
        showIcon
        message={`预览：学员在审核通过后将看到这样的页面（${AUDIT_STATES[preview.auditStatus] ?? '待审核'}）`}
        description={preview.auditOpinion ? `审核意见：${preview.auditOpinion}` : undefined}
        action={
          <Link to={`${EDIT_PATHS[kind]}?courseId=${course.id}`}>
            <Button size="small">返回编辑</Button>
          </Link>
        }
      />
      <ItemHero course={course} countDownload={0} />
      <div className="item-body">
        <div className="item-body__main">
          <section className="item-section">
            <h2 className="item-section__title">{kind === 4 ? '目录' : '文件列表'}</h2>
            <FileList chapters={chapterList} downloads={NO_DOWNLOADS} />
          </section>
          <ItemAbout course={course} />
        </div>
      </div>
    </div>
  );
}
