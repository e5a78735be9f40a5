import { maxLengthOf } from '~/lib/form-rules';
import { courseContracts } from '@school/contracts';
import { useState } from 'react';
import { Button, Input, Modal, Select, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { CourseAdmin } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { normalizeTree, toTreeOptions, type CategoryNode } from '../category-tree';
import { yuanText } from '../../../lib/format';
import { Thumb } from '../../../components/form-fields';
import { courseQueries } from '../api/queries';

export interface CourseFilters {
  keyword: string;
  categoryId?: string;
  isPutAway?: 0 | 1;
}

const KIND_TEXT: Record<number, string> = { 1: '点播', 2: '直播', 3: '资源', 4: '文库' };

/**
 * Picks courses for a zone from the searchable course list (including courses taken off the shelf,
 * which the site hides until they are back). Courses already in the zone are marked; each 添加
 * calls `onAdd` and stays open for more.
 */
export function CoursePicker({
  open,
  zoneName,
  addedCourseIds,
  onAdd,
  onClose,
}: {
  open: boolean;
  zoneName: string;
  addedCourseIds: string[];
  onAdd: (c: CourseAdmin) => Promise<unknown>;
  onClose: () => void;
}) {
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState<string>();
  const list = usePagedList<CourseFilters, CourseAdmin>(
    (body) => courseQueries.courses(api, body),
    { keyword: '', isPutAway: 1 },
    10,
  );
  const categories = useQuery({ ...courseQueries.categories(api), enabled: open });
  const options = toTreeOptions(normalizeTree((categories.data ?? []) as CategoryNode[]));

  const add = async (c: CourseAdmin) => {
    setAdding(c.id);
    try {
      await onAdd(c);
    } catch {
      // onAdd shows the server's message.
    } finally {
      setAdding(undefined);
    }
  };

  return (
    <Modal
      title={`向“${zoneName}”添加课程`}
      open={open}
      width={900}
      onCancel={onClose}
      footer={<Button onClick={onClose}>完成</Button>}
      destroyOnHidden
      style={{ top: 48 }}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="课程名称"
          maxLength={maxLengthOf(courseContracts.adminListCourse.body, 'keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => list.search({ ...list.filters, keyword: v.trim() })}
          enterButton="搜索"
          style={{ width: 280 }}
        />
        <TreeSelect
          allowClear
          placeholder="全部分类"
          treeData={options}
          value={list.filters.categoryId}
          onChange={(v?: string) => list.search({ ...list.filters, keyword: keyword.trim(), categoryId: v })}
          treeDefaultExpandAll
          style={{ width: 220 }}
          aria-label="按分类筛选"
        />
        <Select
          value={list.filters.isPutAway ?? 'all'}
          onChange={(v: 0 | 1 | 'all') =>
            list.search({ ...list.filters, keyword: keyword.trim(), isPutAway: v === 'all' ? undefined : v })
          }
          style={{ width: 120 }}
          options={[
            { value: 1, label: '已上架' },
            { value: 0, label: '已下架' },
            { value: 'all', label: '全部' },
          ]}
          aria-label="上架状态"
        />
      </Space>
      <Table<CourseAdmin>
        rowKey="id"
        size="small"
        loading={list.query.isFetching}
        dataSource={list.rows}
        pagination={{ ...list.pagination, showSizeChanger: false }}
        locale={{ emptyText: list.query.isError ? '课程读取失败' : '没有符合条件的课程' }}
        columns={[
          {
            title: '封面',
            dataIndex: 'courseLogo',
            width: 90,
            render: (src: string) => <Thumb src={src} width={72} height={40} />,
          },
          {
            title: '课程',
            dataIndex: 'courseName',
            render: (name: string, r) => (
              <div>
                <Typography.Text>{name}</Typography.Text>
                <div style={{ color: '#888', fontSize: 12 }}>
                  {KIND_TEXT[r.courseCategory] ?? '课程'} · {r.lecturerName || '无讲师'}
                </div>
              </div>
            ),
          },
          {
            title: '价格',
            key: 'price',
            width: 90,
            render: (_, r) => (r.isFree === 1 ? <Tag color="green">免费</Tag> : yuanText(r.coursePrice)),
          },
          {
            title: '上架',
            dataIndex: 'isPutAway',
            width: 80,
            render: (v: number) => (v === 1 ? <Tag color="success">上架</Tag> : <Tag color="warning">下架</Tag>),
          },
          {
            title: '',
            key: 'add',
            width: 100,
            render: (_, r) =>
              addedCourseIds.includes(r.id) ? (
                <Button size="small" disabled icon={<CheckOutlined />}>
                  已添加
                </Button>
              ) : (
                <Button
                  size="small"
                  type="primary"
                  ghost
                  icon={<PlusOutlined />}
                  loading={adding === r.id}
                  disabled={!!adding && adding !== r.id}
                  onClick={() => void add(r)}
                  aria-label={`添加 ${r.courseName}`}
                >
                  添加
                </Button>
              ),
          },
        ]}
      />
    </Modal>
  );
}
