import { courseQueries } from '../api/queries';
import { useMemo, useState, type Key } from 'react';
import { Button, Card, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { courseContracts as course, type CourseCategorySave } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { useRowMove } from '../../../lib/use-row-move';
import {
  FLOOR_TEXT,
  canAddChild,
  countDescendants,
  flattenTree,
  moveAmongSiblings,
  nextChildSort,
  normalizeTree,
  pathNames,
  siblingsOf,
  type CategoryNode,
} from '../category-tree';
import { EditModal } from '../../../components/edit-modal';
import { MoveButtons } from '../../../components/move-buttons';
import { RowActions } from '../../../components/row-actions';
import { CategoryFields } from '../components/course-fields';

export function meta() {
  return [{ title: '课程分类 - 运营后台' }];
}

type CategoryForm = Omit<CourseCategorySave, 'parentId'>;

type Editing = { open: boolean; parentId: string; record?: CategoryNode };

const toUpdate = (n: CategoryNode, patch: Partial<CategoryForm> = {}) => ({
  id: n.id,
  categoryName: n.categoryName,
  sort: n.sort,
  statusId: n.statusId,
  remark: n.remark,
  ...patch,
});

/** The two category trees the operator edits: the course tree (type 1) and that of resources and the library (type 2). */
export const CATEGORY_TREES = {
  course: {
    categoryType: 1,
    title: '课程分类',
    query: courseQueries.categories,
    usage: '网站顶部的“课程分类”菜单和课程列表的筛选',
  },
  information: {
    categoryType: 2,
    title: '资源与文库分类',
    query: courseQueries.informationCategories,
    usage: '资源和文库页面的分类筛选',
  },
} as const;

export default function CourseCategoryPage() {
  return <CategoryTreePage tree={CATEGORY_TREES.course} />;
}

/** One category tree: add, rename, sort, enable or delete (refused while it has children or items). */
export function CategoryTreePage({ tree: kind }: { tree: (typeof CATEGORY_TREES)[keyof typeof CATEGORY_TREES] }) {
  const api = useApi();
  const key = kind.query(api).queryKey;
  const list = useQuery(kind.query(api));
  const tree = useMemo(() => normalizeTree((list.data ?? []) as CategoryNode[]), [list.data]);
  const [expanded, setExpanded] = useState<readonly Key[] | undefined>(undefined);
  const [editing, setEditing] = useState<Editing>({ open: false, parentId: '0' });
  const rowMove = useRowMove(key, '顺序已调整');

  const save = useAdminMutation(key, (b: CourseCategorySave) => api.call(course.saveCourseCategory, b), '分类已添加');
  const update = useAdminMutation(
    key,
    (b: ReturnType<typeof toUpdate>) => api.call(course.updateCourseCategory, b),
    '分类已修改',
  );
  const toggle = useAdminMutation(
    key,
    (b: ReturnType<typeof toUpdate>) => api.call(course.updateCourseCategory, b),
    (b) => (b.statusId === 1 ? `已启用“${b.categoryName}”` : `已停用“${b.categoryName}”`),
    { toastError: true },
  );
  const remove = useAdminMutation(key, (id: string) => api.call(course.deleteCourseCategory, { id }), '分类已删除', {
    toastError: true,
  });

  // Top levels open by default; the operator's own choice wins afterwards.
  const defaultExpanded = tree.map((n) => n.id);
  const expandedRowKeys = expanded ?? defaultExpanded;

  const move = async (node: CategoryNode, direction: 'up' | 'down') => {
    const changes = moveAmongSiblings(siblingsOf(tree, node.parentId), node.id, direction);
    if (!changes.length) return;
    await rowMove.move(node.id, async () => {
      for (const { row, sort } of changes) await api.call(course.updateCourseCategory, toUpdate(row, { sort }));
    });
  };

  const openAdd = (parentId: string) => {
    setEditing({ open: true, parentId });
    if (parentId !== '0') setExpanded((keys) => Array.from(new Set([...(keys ?? defaultExpanded), parentId])));
  };

  const total = flattenTree(tree).length;

  return (
    <Card
      title={kind.title}
      extra={
        <Space>
          <Button onClick={() => setExpanded(flattenTree(tree).map((n) => n.id))}>全部展开</Button>
          <Button onClick={() => setExpanded([])}>全部收起</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openAdd('0')}>
            添加一级分类
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        分类最多三级，{kind.usage}都按这里的顺序显示（共 {total} 个）。
        停用的分类及其下级在网站上不显示；有下级分类或课程的分类不能删除。上级分类创建后不能更改。
      </Typography.Paragraph>
      <Table<CategoryNode>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={tree}
        pagination={false}
        expandable={{ expandedRowKeys, onExpandedRowsChange: (keys) => setExpanded(keys) }}
        locale={{ emptyText: list.isError ? `${kind.title}读取失败` : '还没有分类，先添加一个一级分类' }}
        columns={[
          {
            title: '分类名称',
            dataIndex: 'categoryName',
            render: (name: string, r) => (
              <Space>
                <Typography.Text strong={r.floor === 1} type={r.statusId === 1 ? undefined : 'secondary'}>
                  {name}
                </Typography.Text>
                {r.children?.length ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    （{r.children.length} 个下级）
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: '层级',
            dataIndex: 'floor',
            width: 80,
            render: (f: number) => <Tag color={['', 'blue', 'cyan', 'default'][f]}>{FLOOR_TEXT[f] ?? f}</Tag>,
          },
          {
            title: '排序',
            key: 'sort',
            width: 130,
            render: (_, r) => {
              const siblings = siblingsOf(tree, r.parentId);
              const at = siblings.findIndex((s) => s.id === r.id);
              return (
                <MoveButtons
                  id={r.id}
                  name={r.categoryName}
                  sort={r.sort}
                  first={at <= 0}
                  last={at === siblings.length - 1}
                  movingId={rowMove.movingId}
                  onMove={(direction) => void move(r, direction)}
                  sortWidth={32}
                />
              );
            },
          },
          {
            title: '状态',
            dataIndex: 'statusId',
            width: 90,
            render: (v: 0 | 1, r) => (
              <Switch
                checked={v === 1}
                checkedChildren="启用"
                unCheckedChildren="停用"
                aria-label={`启用 ${r.categoryName}`}
                loading={toggle.isPending && toggle.variables?.id === r.id}
                onChange={(checked) => toggle.mutate(toUpdate(r, { statusId: checked ? 1 : 0 }))}
              />
            ),
          },
          { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '-' },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_, r) => (
              <RowActions
                onEdit={() => setEditing({ open: true, parentId: r.parentId, record: r })}
                deleteTitle={`删除分类“${r.categoryName}”？`}
                deleteDescription={
                  r.children?.length
                    ? `它下面还有 ${countDescendants(r)} 个分类，请先删除下级分类。`
                    : '分类下还有课程时不能删除。'
                }
                onDelete={() => remove.mutateAsync(r.id).catch(() => undefined)}
              >
                {canAddChild(r) ? (
                  <Button type="link" size="small" onClick={() => openAdd(r.id)}>
                    添加子分类
                  </Button>
                ) : (
                  <Tooltip title="分类最多三级">
                    <Button type="link" size="small" disabled>
                      添加子分类
                    </Button>
                  </Tooltip>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <EditModal<CategoryForm>
        title={
          editing.record
            ? '编辑分类'
            : editing.parentId === '0'
              ? '添加一级分类'
              : `添加${FLOOR_TEXT[(flattenTree(tree).find((n) => n.id === editing.parentId)?.floor ?? 0) + 1] ?? ''}分类`
        }
        open={editing.open}
        initialValues={
          editing.record
            ? {
                categoryName: editing.record.categoryName,
                sort: editing.record.sort,
                statusId: editing.record.statusId,
                remark: editing.record.remark,
              }
            : { categoryName: '', sort: nextChildSort(tree, editing.parentId), statusId: 1, remark: '' }
        }
        onCancel={() => setEditing((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body = {
            categoryName: v.categoryName.trim(),
            sort: v.sort ?? 0,
            statusId: v.statusId,
            remark: (v.remark ?? '').trim(),
          };
          if (editing.record) await update.mutateAsync({ id: editing.record.id, ...body });
          else
            await save.mutateAsync({
              parentId: editing.parentId,
              ...body,
              // Children follow their root's type.
              ...(editing.parentId === '0' ? { categoryType: kind.categoryType } : {}),
            });
          setEditing((e) => ({ ...e, open: false }));
        }}
      >
        <CategoryFields parentPath={editing.parentId === '0' ? [] : pathNames(tree, editing.parentId)} />
      </EditModal>
    </Card>
  );
}
