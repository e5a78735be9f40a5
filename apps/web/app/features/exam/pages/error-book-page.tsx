import { ERROR_RETIRE_DAYS, examContracts, type ErrorProblemItem } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Popconfirm, Segmented, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { ERRORS_KEY, ERRORS_PAGE_SIZE, errorQueries } from '../errors/api';
import { reviewHref } from '../errors/review-href';
import { PagedList } from '~/components/paged-list';
import { ProblemRowTitle } from '../records/record-row';
import '../records/records.css';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/**
 * 错题记录 (?kind=…&due=1&page=N): the error notebook by problem kind, what is due for review today,
 * each wrong problem with its review state; redo one, delete one, or clear the notebook.
 */
export function ErrorBookPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') ?? '';
  const dueOnly = params.get('due') === '1';
  const page = pageOf(params.get('page'));
  const api = useApi();
  const queryClient = useQueryClient();
  const kinds = usePersonalQuery(errorQueries.kinds(api));
  const problems = usePersonalQuery(
    errorQueries.page(api, {
      pageCurrent: page,
      pageSize: ERRORS_PAGE_SIZE,
      ...(kind ? { problemKind: kind } : {}),
      ...(dueOnly ? { dueOnly: 1 } : {}),
    }),
  );
  const total = kinds.data?.reduce((sum, item) => sum + item.count, 0) ?? 0;
  const due = kinds.data?.reduce((sum, item) => sum + item.dueCount, 0) ?? 0;
  const go = (next: { kind?: string; due?: boolean; page?: number }) => {
    const merged = { kind, due: dueOnly, page: 1, ...next };
    setParams({
      ...(merged.kind ? { kind: merged.kind } : {}),
      ...(merged.due ? { due: '1' } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: ERRORS_KEY });
  const remove = async (item: ErrorProblemItem) => {
    try {
      await api.call(examContracts.deleteErrorProblem, { id: item.id });
      await reload();
    } catch {
      // shown by the request layer
    }
  };
  const clear = async () => {
    try {
      await api.call(examContracts.deleteAllErrorProblem);
      await reload();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <AccountPage
      title="错题记录"
      note={kinds.data ? `共 ${total} 题 · 今天要复习 ${due} 题` : undefined}
      actions={
        total > 0 ? (
          <>
            <Link to={reviewHref({ kind })}>
              <Button type="primary">{due > 0 ? '开始今天的复习' : '再练一遍'}</Button>
            </Link>
            <Popconfirm
              title="清空错题本？"
              description="全部错题和复习进度将被删除，不能恢复。"
              okText="清空"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={clear}
            >
              <Button danger>清空</Button>
            </Popconfirm>
          </>
        ) : undefined
      }
    >
      <p className="error-book__intro">
        考试和练习中答错的题会自动收进错题本，并按遗忘规律安排复习：答对后间隔逐渐拉长，答错则明天再来；在{' '}
        {ERROR_RETIRE_DAYS} 个不同的日子做对后移出错题本。
      </p>
      {kinds.data && kinds.data.length > 0 ? (
        <div className="record-filters">
          <Segmented
            value={kind}
            options={[
              { value: '', label: `全部 ${total}` },
              ...kinds.data.map((item) => ({
                value: item.problemKind,
                label: `${item.problemKindName || item.problemKind} ${item.count}`,
              })),
            ]}
            onChange={(next) => go({ kind: next })}
          />
          <Checkbox checked={dueOnly} onChange={(event) => go({ due: event.target.checked })}>
            只看今天要复习的
          </Checkbox>
        </div>
      ) : null}
      <QueryContent query={problems}>
        {(list) => (
          <PagedList
            listClassName="record-list"
            page={list}
            pageSize={ERRORS_PAGE_SIZE}
            onPage={(next) => go({ page: next })}
            empty={
              <Empty
                className="account-page__empty"
                description={dueOnly ? '今天没有要复习的错题' : '错题本是空的：考试或练习中答错的题会出现在这里'}
              >
                <Link to="/exam">
                  <Button type="primary">去做题</Button>
                </Link>
              </Empty>
            }
          >
            {(item) => (
              <li className="record-row" key={item.id}>
                <div className="record-row__text">
                  <ProblemRowTitle summary={item.summary} />
                  <p className="record-row__facts">
                    <Tag>{item.problemTypeName}</Tag>
                    {item.problemKindName ? <Tag>{item.problemKindName}</Tag> : null}
                    {item.isDue ? <Tag color="orange">今天复习</Tag> : null}
                    <span>来自《{item.examName}》</span>
                    <span>答错 {item.wrongCount} 次</span>
                    <span>
                      已做对 {item.correctDays}/{ERROR_RETIRE_DAYS} 天
                    </span>
                    {item.isDue ? null : <span>下次复习 {item.dueDate}</span>}
                  </p>
                </div>
                <div className="record-row__actions">
                  <Link to={reviewHref({ id: item.id })}>重做</Link>
                  <Popconfirm
                    title="从错题本删除这道题？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove(item)}
                  >
                    <Button size="small" type="link" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </div>
              </li>
            )}
          </PagedList>
        )}
      </QueryContent>
    </AccountPage>
  );
}
