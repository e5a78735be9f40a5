import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  GradeCategorySave,
  GradeRules,
  gradeContracts as grades,
  type GradeCategoryAdmin,
  type GradeCategorySave as CategoryForm,
} from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { MoveButtons } from '../../../components/move-buttons';
import { RowActions } from '../../../components/row-actions';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { useRowMove } from '../../../lib/use-row-move';
import { gradeQueries } from '../api/queries';

export function meta() {
  return [{ title: '班级分类 - 运营后台' }];
}

type Editing = { open: boolean; record?: GradeCategoryAdmin };

/** The class categories: the site's class list filters by them, in this order. */
export default function GradeCategoryPage() {
  const api = useApi();
  const key = gradeQueries.categories(api).queryKey;
  const list = useQuery(gradeQueries.categories(api));
  const rows = list.data ?? [];
  const [editing, setEditing] = useState<Editing>({ open: false });
  const rowMove = useRowMove(key, '顺序已调整');

  const save = useAdminMutation(
    key,
    (body: CategoryForm) => api.call(grades.adminSaveGradeCategory, body),
    '分类已添加',
  );
  const update = useAdminMutation(
    key,
    (body: CategoryForm & { id: string }) => api.call(grades.adminUpdateGradeCategory, body),
    '分类已修改',
  );
  const remove = useAdminMutation(
    key,
    (id: string) => api.call(grades.adminDeleteGradeCategory, { id }),
    '分类已删除',
    {
      toastError: true,
    },
  );

  const move = (index: number, direction: 'up' | 'down') => {
    const ids = rows.map((row) => row.id);
    const other = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    return rowMove.move(rows[index]!.id, () => api.call(grades.adminSortGradeCategories, { ids }));
  };

  const submit = async (values: CategoryForm) => {
    const body = { ...values, categoryName: values.categoryName.trim() };
    if (editing.record) await update.mutateAsync({ id: editing.record.id, ...body });
    else await save.mutateAsync(body);
    setEditing({ open: false });
  };

  return (
    <Card
      title="班级分类"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
          添加分类
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        网站“班级”页按这里的顺序列出分类；还有班级（未解散）的分类不能删除，请先把班级改到其他分类。
      </Typography.Paragraph>
      <Table<GradeCategoryAdmin>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: list.isError ? '班级分类读取失败' : '还没有班级分类' }}
        columns={[
          { title: '分类名称', dataIndex: 'categoryName' },
          { title: '班级数', dataIndex: 'gradeCount', width: 100 },
          {
            title: '排序',
            key: 'sort',
            width: 140,
            render: (_, row, index) => (
              <MoveButtons
                id={row.id}
                name={row.categoryName}
                sort={row.sort}
                first={index === 0}
                last={index === rows.length - 1}
                movingId={rowMove.movingId}
                onMove={(direction) => void move(index, direction)}
                sortWidth={40}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, row) => (
              <RowActions
                onEdit={() => setEditing({ open: true, record: row })}
                deleteTitle={`删除分类“${row.categoryName}”？`}
                onDelete={() => remove.mutateAsync(row.id).catch(() => undefined)}
              />
            ),
          },
        ]}
      />
      <EditModal<CategoryForm>
        title={editing.record ? '修改分类' : '添加分类'}
        open={editing.open}
        initialValues={editing.record ?? { sort: (rows.at(-1)?.sort ?? 0) + 1 }}
        onCancel={() => setEditing({ open: false })}
        onSubmit={submit}
      >
        <Form.Item
          label="分类名称"
          name="categoryName"
          rules={[
            { required: true, whitespace: true, message: '请输入分类名称' },
            ...lengthRules(GradeCategorySave, 'categoryName', '分类名称'),
          ]}
        >
          <Input maxLength={maxLengthOf(GradeCategorySave, 'categoryName')} />
        </Form.Item>
        <Form.Item label="排序" name="sort" rules={[{ required: true, message: '请输入排序' }]} extra="越小越靠前">
          <InputNumber min={0} max={GradeRules.categorySortMax} precision={0} />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
