import { ProblemType, type Page, type ProblemListItem } from '@school/contracts';
import { Button, Collapse, Empty, Segmented, Space } from 'antd';
import { ListPager } from '~/components/paged-list';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { examQueries, PROBLEMS_PAGE_SIZE } from '../api/queries';
import { ProblemDetail } from '../components/problem-detail';
import { ProblemMeta } from '../components/problem-meta';
import { TeacherOnly } from '../components/teacher-only';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';
import './composite-problems-page.css';

/** 材料题 (?type=7 for listening): composite problems, each opened to show its passage and children. */
export function CompositeProblemsPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === '7' ? ProblemType.listening : ProblemType.material;
  const page = pageOf(params.get('page'));
  return (
    <AccountPage
      title="材料与听力题"
      actions={
        <Space wrap>
          <Link to="/account/subject">
            <Button>返回题库</Button>
          </Link>
          <Link to={`/account/subject/add?type=${type}`}>
            <Button type="primary">{type === ProblemType.listening ? '添加听力题' : '添加材料题'}</Button>
          </Link>
        </Space>
      }
    >
      <TeacherOnly>
        <Segmented
          style={{ marginBottom: 16 }}
          value={type}
          onChange={(next) => setParams(next === ProblemType.listening ? { type: '7' } : {})}
          options={[
            { value: ProblemType.material, label: '材料题（阅读、完形）' },
            { value: ProblemType.listening, label: '听力题' },
          ]}
        />
        <CompositeList
          type={type}
          page={page}
          onPage={(next) => setParams({ ...(type === 7 ? { type: '7' } : {}), page: String(next) })}
        />
      </TeacherOnly>
    </AccountPage>
  );
}

function CompositeList({ type, page, onPage }: { type: number; page: number; onPage(page: number): void }) {
  const api = useApi();
  const problems = usePersonalQuery(
    examQueries.problems(api, { problemType: type, pageCurrent: page, pageSize: PROBLEMS_PAGE_SIZE }),
  );
  return (
    <QueryContent query={problems}>
      {(list: Page<ProblemListItem>) =>
        list.list.length === 0 ? (
          <Empty className="account-page__empty" description={type === 7 ? '还没有听力题' : '还没有材料题'} />
        ) : (
          <>
            <Collapse
              className="composite-problems"
              destroyOnHidden
              collapsible="header"
              items={list.list.map((problem) => ({
                key: problem.id,
                label: (
                  <Space orientation="vertical" size={4}>
                    <span className="composite-problems__summary">{problem.summary || '（无文字说明）'}</span>
                    <ProblemMeta problem={problem} />
                  </Space>
                ),
                extra: (
                  <Link
                    to={`/account/subject/add?id=${problem.id}`}
                    onClick={(event) => event.stopPropagation()}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    编辑
                  </Link>
                ),
                children: <ProblemDetail id={problem.id} />,
              }))}
            />
            <ListPager page={list} onPage={onPage} />
          </>
        )
      }
    </QueryContent>
  );
}
