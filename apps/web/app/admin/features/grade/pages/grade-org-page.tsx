import { Card, Form, Input, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { GradeOrg, GradeOrgQuery } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { SearchButtons } from '../../../components/search-buttons';
import { usePagedList } from '../../../lib/paging';
import { gradeQueries } from '../api/queries';

export function meta() {
  return [{ title: '机构与讲师 - 运营后台' }];
}

type Filters = Pick<GradeOrgQuery, 'keyword'>;

/**
 * The organisations (机构账号) with their classes and the teachers of their courses. Read only: accounts
 * are edited in 用户, and an organisation's teachers are those who teach its courses.
 */
export default function GradeOrgPage() {
  const api = useApi();
  const list = usePagedList<Filters, GradeOrg>((body) => gradeQueries.orgs(api, body), {});
  return (
    <Card title="机构与讲师">
      <Typography.Paragraph type="secondary">
        机构拥有其名下的全部班级；讲师为在该机构课程中授课的讲师。机构账号的启用、停用等请到
        <Link to="/admin/user/list">用户</Link>中操作。
      </Typography.Paragraph>
      <Form<Filters> layout="inline" onFinish={list.search} style={{ marginBottom: 16 }}>
        <Form.Item label="机构" name="keyword">
          <Input allowClear placeholder="手机号或名称" />
        </Form.Item>
        <SearchButtons list={list} />
      </Form>
      <PagedTable<GradeOrg>
        list={list}
        rowKey="userId"
        emptyText={['读取失败', '还没有机构账号']}
        columns={[
          { title: '机构', dataIndex: 'nickname', width: 180 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          { title: '状态', width: 80, render: (_, row) => (row.statusId === 1 ? '启用' : '停用') },
          { title: '班级数', dataIndex: 'gradeCount', width: 90 },
          {
            title: '讲师',
            render: (_, row) =>
              row.teachers.length === 0 ? (
                <Typography.Text type="secondary">暂无</Typography.Text>
              ) : (
                <Space size={[0, 4]} wrap>
                  {row.teachers.map((teacher) => (
                    <Tag key={teacher.userId}>{teacher.lecturerName}</Tag>
                  ))}
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}
