import { examContracts, type Page, type ProblemListItem } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, List, Popconfirm, Space } from 'antd';
import { ListPager } from '~/components/paged-list';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { examQueries, PROBLEMS_KEY, PROBLEMS_PAGE_SIZE } from '../api/queries';
import { ImportModal } from '../components/import-modal';
import { activeFilters, ProblemFilters } from '../components/problem-filters';
import { ProblemMeta } from '../components/problem-meta';
import { TeacherOnly } from '../components/teacher-only';
import { useBankListParams } from '../use-list-params';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 试题管理: my problems with filters and paging, bulk import, edit and delete. */
export function ProblemBankPage() {
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  return (
    <AccountPage
      title="试题管理"
      actions={
        <Space wrap>
          <Link to="/account/subject/comprehend">
            <Button>材料与听力题</Button>
          </Link>
          <Button onClick={() => setImporting(true)}>批量导入</Button>
          <Link to="/account/subject/add">
            <Button type="primary">添加试题</Button>
          </Link>
        </Space>
      }
    >
      <TeacherOnly>
        <ProblemBank />
        <ImportModal
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: PROBLEMS_KEY })}
        />
      </TeacherOnly>
    </AccountPage>
  );
}

function ProblemBank() {
  const api = useApi();
  const { filters, page, setFilters, setPage } = useBankListParams();
  const problems = usePersonalQuery(
    examQueries.problems(api, { ...activeFilters(filters), pageCurrent: page, pageSize: PROBLEMS_PAGE_SIZE }),
  );
  return (
    <>
      <ProblemFilters key={JSON.stringify(filters)} value={filters} onChange={setFilters} />
      <QueryContent query={problems}>{(list) => <ProblemList page={list} onPage={setPage} />}</QueryContent>
    </>
  );
}

function ProblemList({ page, onPage }: { page: Page<ProblemListItem>; onPage(page: number): void }) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const remove = async (id: string) => {
    try {
      await api.call(examContracts.deleteProblem, { id });
      void message.success('试题已删除');
      if (page.list.length === 1 && page.pageCurrent > 1) onPage(page.pageCurrent - 1);
      await queryClient.invalidateQueries({ queryKey: PROBLEMS_KEY });
    } catch {
      // shown by the request layer
    }
  };

  if (page.list.length === 0) {
    return (
      <Empty className="account-page__empty" description="没有符合条件的试题">
        <Link to="/account/subject/add">
          <Button type="primary">添加试题</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <>
      <p className="account-card__note">共 {page.totalCount} 道试题</p>
      <List
        dataSource={page.list}
        rowKey="id"
        renderItem={(problem) => (
          <List.Item
            actions={[
              <Link key="edit" to={`/account/subject/add?id=${problem.id}`}>
                编辑
              </Link>,
              <Popconfirm
                key="delete"
                title="确定删除这道试题吗？"
                description="已发布的试卷保存的是副本，不受影响。"
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove(problem.id)}
              >
                <a role="button">删除</a>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={problem.summary || '（无题干文字）'}
              description={<ProblemMeta problem={problem} />}
            />
          </List.Item>
        )}
      />
      <ListPager page={page} onPage={onPage} />
    </>
  );
}
