import { examContracts, PaperAuditStatus, type Page, type PaperAudit } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, List, Popconfirm, Segmented, Space } from 'antd';
import { ListPager } from '~/components/paged-list';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { examQueries, PAPERS_KEY, PAPERS_PAGE_SIZE } from '../api/queries';
import { canSubmit, PaperStatus } from '~/components/exam-paper/paper-status';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import { useApi } from '~/lib/api-context';
import { formatYuan } from '~/lib/money';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

const statusFilters = [
  { value: 'all', label: '全部' },
  { value: String(PaperAuditStatus.editing), label: '草稿' },
  { value: String(PaperAuditStatus.waiting), label: '审核中' },
  { value: String(PaperAuditStatus.approved), label: '已通过' },
  { value: String(PaperAuditStatus.rejected), label: '未通过' },
];

/** 试卷管理 (?status=N&page=N): my papers and their audit state; submit, shelf, edit, preview. */
export function PaperManagementPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const page = pageOf(params.get('page'));
  const api = useApi();
  const papers = usePersonalQuery({
    ...examQueries.papers(api, {
      pageCurrent: page,
      pageSize: PAPERS_PAGE_SIZE,
      ...(status === 'all' ? {} : { auditStatus: Number(status) }),
    }),
    enabled: useTeaches(),
  });
  return (
    <AccountPage
      title="试卷管理"
      actions={
        <Space wrap>
          <Link to="/account/subject">
            <Button>试题管理</Button>
          </Link>
          <Link to="/account/exams/examAdmin">
            <Button>阅卷</Button>
          </Link>
          <Link to="/account/exams/add">
            <Button type="primary">新建试卷</Button>
          </Link>
        </Space>
      }
    >
      <TeacherOnly>
        <div style={{ overflowX: 'auto', marginBottom: 16 }}>
          <Segmented
            value={status}
            options={statusFilters}
            onChange={(next) => setParams(next === 'all' ? {} : { status: next })}
          />
        </div>
        <QueryContent query={papers}>
          {(list) => (
            <PaperList
              page={list}
              onPage={(next) => setParams({ ...(status === 'all' ? {} : { status }), page: String(next) })}
            />
          )}
        </QueryContent>
      </TeacherOnly>
    </AccountPage>
  );
}

function PaperList({ page, onPage }: { page: Page<PaperAudit>; onPage(page: number): void }) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: PAPERS_KEY });

  const submit = async (paper: PaperAudit) => {
    try {
      await api.call(examContracts.submitPaperAudit, { id: paper.id });
      void message.success('已提交审核，结果会通过站内消息通知您');
      await reload();
    } catch {
      // shown by the request layer
    }
  };
  const shelve = async (paper: PaperAudit) => {
    try {
      await api.call(examContracts.putAwayPaperAudit, { id: paper.id, isPutAway: paper.isPutAway ? 0 : 1 });
      void message.success(paper.isPutAway ? '试卷已下架' : '试卷已上架');
      await reload();
    } catch {
      // shown by the request layer
    }
  };

  if (page.list.length === 0) {
    return (
      <Empty className="account-page__empty" description="还没有试卷">
        <Link to="/account/exams/add">
          <Button type="primary">新建试卷</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <>
      <List
        dataSource={page.list}
        rowKey="id"
        renderItem={(paper) => (
          <List.Item>
            <div style={{ width: '100%' }}>
              <Space wrap size={[8, 4]} style={{ marginBottom: 4 }}>
                <strong>{paper.examName}</strong>
                <PaperStatus paper={paper} />
              </Space>
              <div className="account-card__hint">
                {paper.subjectName} · {paper.titleCount} 个大题 · {paper.problemCount} 题 · 总分 {paper.totalScore} ·
                及格 {paper.passScore} · {paper.answerMinutes} 分钟 · {paper.isFree ? '免费' : formatYuan(paper.price)}
              </div>
              {paper.auditStatus === PaperAuditStatus.rejected && paper.auditOpinion ? (
                <Alert type="error" showIcon style={{ marginTop: 8 }} title={`审核意见：${paper.auditOpinion}`} />
              ) : null}
              <Space wrap size={[12, 4]} style={{ marginTop: 8 }}>
                <Link to={`/account/exams/add?id=${paper.id}`}>基本信息</Link>
                <Link to={`/account/exams/selectIssue?id=${paper.id}`}>设置大题</Link>
                <Link to={`/account/exams/preview?id=${paper.id}`}>预览</Link>
                {canSubmit(paper) ? (
                  <Popconfirm
                    title="提交审核？"
                    description="审核期间学员仍看到已发布的版本。"
                    okText="提交"
                    cancelText="取消"
                    onConfirm={() => submit(paper)}
                  >
                    <Button size="small" type="primary">
                      提交审核
                    </Button>
                  </Popconfirm>
                ) : null}
                {paper.isPublished ? (
                  <Button size="small" onClick={() => void shelve(paper)}>
                    {paper.isPutAway ? '下架' : '上架'}
                  </Button>
                ) : null}
              </Space>
            </div>
          </List.Item>
        )}
      />
      <ListPager page={page} onPage={onPage} />
    </>
  );
}
