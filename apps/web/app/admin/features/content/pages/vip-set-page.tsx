import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { contentContracts as content, type VipSetAdmin, type VipSetSave } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { bySort, nextSort } from '../../../lib/site-rows';
import { durationText, yuanText } from '../../../lib/format';
import { EditModal } from '../../../components/edit-modal';
import { VipSetFields } from '../components/content-fields';
import { contentQueries } from '../api/queries';
import { SortedTable, sortColumn, statusColumn, actionsColumn } from '../../../components/sorted-table';

export function meta() {
  return [{ title: '会员套餐 - 运营后台' }];
}

/** The body for the form's values; benefits keep one per line without blank lines. */
export const cleanVipSet = (v: VipSetSave): VipSetSave => ({
  setName: v.setName.trim(),
  setPrice: v.setPrice ?? 0,
  rulingPrice: v.rulingPrice ?? 0,
  durationDays: v.durationDays,
  benefits: (v.benefits ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n'),
  sort: v.sort ?? 0,
  statusId: v.statusId,
});

export default function VipSetPage() {
  const api = useApi();
  const key = contentQueries.vipSets(api).queryKey;
  const list = useQuery(contentQueries.vipSets(api));
  const [edit, setEdit] = useState<{ open: boolean; record?: VipSetAdmin }>({ open: false });
  const save = useAdminMutation(key, (b: VipSetSave) => api.call(content.saveVipSet, b), '套餐已添加');
  const update = useAdminMutation(
    key,
    (b: VipSetSave & { id: string }) => api.call(content.updateVipSet, b),
    '套餐已修改',
  );
  const remove = useAdminMutation(key, (id: string) => api.call(content.deleteVipSet, { id }), '套餐已删除', {
    toastError: true,
  });
  const rows = [...(list.data ?? [])].sort(bySort);

  return (
    <Card
      title="会员套餐"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdit({ open: true })}>
          添加套餐
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        网站“开通 VIP”页按排序值列出启用的套餐。金额以元为单位，最多两位小数；原价填 0 则不显示划线价。
      </Typography.Paragraph>
      <SortedTable<VipSetAdmin>
        query={list}
        rows={rows}
        emptyText={['会员套餐读取失败', '还没有会员套餐']}
        columns={[
          { title: '套餐名称', dataIndex: 'setName', width: 160 },
          {
            title: '售价',
            key: 'price',
            width: 140,
            render: (_, r) => (
              <Space size={6}>
                <Typography.Text strong style={{ color: '#f5222d' }}>
                  {yuanText(r.setPrice)}
                </Typography.Text>
                {r.rulingPrice > 0 && (
                  <Typography.Text delete type="secondary">
                    {yuanText(r.rulingPrice)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: '有效期', dataIndex: 'durationDays', width: 150, render: durationText },
          {
            title: '会员权益',
            dataIndex: 'benefits',
            render: (b: string) =>
              b ? (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {b
                    .split('\n')
                    .filter(Boolean)
                    .map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                </ul>
              ) : (
                '-'
              ),
          },
          sortColumn(70),
          statusColumn(80),
          actionsColumn<VipSetAdmin>({
            width: 120,
            onEdit: (r) => setEdit({ open: true, record: r }),
            deleteTitle: (r) => `删除套餐“${r.setName}”？`,
            deleteDescription: '已开通的会员不受影响；不想再售卖也可以只停用。',
            onDelete: (r) => remove.mutateAsync(r.id).catch(() => undefined),
          }),
        ]}
      />
      <EditModal<VipSetSave>
        title={edit.record ? '编辑会员套餐' : '添加会员套餐'}
        open={edit.open}
        width={640}
        initialValues={
          edit.record
            ? cleanVipSet(edit.record)
            : {
                setName: '',
                setPrice: 0,
                rulingPrice: 0,
                durationDays: 365,
                benefits: '',
                sort: nextSort(rows),
                statusId: 1,
              }
        }
        onCancel={() => setEdit((e) => ({ ...e, open: false }))}
        onSubmit={async (v) => {
          const body = cleanVipSet(v);
          if (edit.record) await update.mutateAsync({ id: edit.record.id, ...body });
          else await save.mutateAsync(body);
          setEdit((e) => ({ ...e, open: false }));
        }}
      >
        <VipSetFields />
      </EditModal>
    </Card>
  );
}
