import { PlusOutlined } from '@ant-design/icons';
import { communityContracts as community, LabelSave, type LabelAdmin } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { SortStatus } from '../../../components/form-fields';
import { actionsColumn, SortedTable, sortColumn, statusColumn } from '../../../components/sorted-table';
import { nextSort } from '../../../lib/site-rows';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { communityQueries } from '../api/queries';

type LabelType = LabelSave['labelType'];
const LABEL_TYPES: { value: LabelType; label: string }[] = [
  { value: 1, label: '博客标签' },
  { value: 2, label: '问答标签' },
];

type LabelAdminRow = LabelAdmin & { id: string };

/** The label tabs of /blog and /question: names, order, on or off; a label in use can only be switched off. */
export function LabelTable() {
  const api = useApi();
  const [labelType, setLabelType] = useState<LabelType>(1);
  const labels = useQuery(communityQueries.labels(api, { labelType }));
  const key = communityQueries.labels(api).queryKey;
  const [editing, setEditing] = useState<{ row?: LabelAdmin }>();
  const save = useAdminMutation(
    key,
    ({ labelNo, body }: { labelNo?: string; body: LabelSave }) =>
      labelNo ? api.call(community.adminUpdateLabel, { labelNo, ...body }) : api.call(community.adminSaveLabel, body),
    '标签已保存',
  );
  const remove = useAdminMutation(
    key,
    (labelNo: string) => api.call(community.adminDeleteLabel, { labelNo }),
    '标签已删除',
    { toastError: true },
  );
  const rows = (labels.data ?? []).map((label) => ({ ...label, id: label.labelNo }));
  const row = editing?.row;

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Radio.Group
          optionType="button"
          options={LABEL_TYPES}
          value={labelType}
          onChange={(e) => setLabelType(e.target.value as LabelType)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          添加标签
        </Button>
      </Space>
      <SortedTable<LabelAdminRow>
        query={labels}
        rows={rows}
        emptyText={['标签读取失败', '还没有标签']}
        columns={[
          { title: '标签', dataIndex: 'labelName' },
          { title: labelType === 1 ? '文章数' : '问题数', dataIndex: 'useCount', width: 90 },
          sortColumn(80),
          statusColumn(80),
          actionsColumn<LabelAdminRow>({
            onEdit: (r) => setEditing({ row: r }),
            deleteTitle: (r) => `删除标签“${r.labelName}”？`,
            deleteDescription: '还有内容使用的标签不能删除，可以停用。',
            onDelete: (r) => remove.mutateAsync(r.labelNo).catch(() => undefined),
          }),
        ]}
      />
      <EditModal<LabelSave>
        title={row ? '编辑标签' : '添加标签'}
        open={!!editing}
        initialValues={
          row
            ? {
                labelName: row.labelName,
                labelType: row.labelType as LabelType,
                sort: row.sort,
                statusId: row.statusId,
              }
            : { labelName: '', labelType, sort: nextSort(rows), statusId: 1 }
        }
        onCancel={() => setEditing(undefined)}
        onSubmit={async (values) => {
          await save.mutateAsync({ labelNo: row?.labelNo, body: { ...values, labelName: values.labelName.trim() } });
          setLabelType(values.labelType);
          setEditing(undefined);
        }}
      >
        <Form.Item label="标签名" name="labelName" rules={fieldRules(LabelSave, 'labelName', '标签名')}>
          <Input maxLength={maxLengthOf(LabelSave, 'labelName')} showCount />
        </Form.Item>
        <Form.Item label="用于" name="labelType">
          <Radio.Group options={LABEL_TYPES} disabled={!!row} />
        </Form.Item>
        <SortStatus />
      </EditModal>
    </>
  );
}
