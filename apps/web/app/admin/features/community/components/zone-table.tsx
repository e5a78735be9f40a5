import { PlusOutlined } from '@ant-design/icons';
import {
  ArticleZoneSave,
  communityContracts as community,
  ZoneLocation,
  type ArticleZoneAdmin,
} from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { SortStatus } from '../../../components/form-fields';
import { actionsColumn, SortedTable, sortColumn, statusColumn } from '../../../components/sorted-table';
import { nextSort } from '../../../lib/site-rows';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { communityQueries } from '../api/queries';

type ArticleZoneAdminRow = ArticleZoneAdmin & { id: string };

/** The article zones of /info: name, description, order, on or off. */
export function ZoneTable() {
  const api = useApi();
  const zones = useQuery(communityQueries.zones(api));
  const key = communityQueries.zones(api).queryKey;
  const [editing, setEditing] = useState<{ row?: ArticleZoneAdmin }>();
  const save = useAdminMutation(
    key,
    ({ zoneId, body }: { zoneId?: string; body: ArticleZoneSave }) =>
      zoneId ? api.call(community.adminUpdateZone, { zoneId, ...body }) : api.call(community.adminSaveZone, body),
    '专区已保存',
  );
  const remove = useAdminMutation(
    key,
    (zoneId: string) => api.call(community.adminDeleteZone, { zoneId }),
    '专区已删除',
    { toastError: true },
  );
  const rows = (zones.data ?? []).map((zone) => ({ ...zone, id: zone.zoneId }));
  const row = editing?.row;

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'flex-end' }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          添加专区
        </Button>
      </Space>
      <SortedTable<ArticleZoneAdminRow>
        query={zones}
        rows={rows}
        emptyText={['专区读取失败', '还没有专区']}
        columns={[
          { title: '专区', dataIndex: 'zoneName', width: 200 },
          { title: '说明', dataIndex: 'zoneDesc', ellipsis: true, render: (text: string) => text || '-' },
          { title: '资讯数', dataIndex: 'articleCount', width: 90 },
          sortColumn(80),
          statusColumn(80),
          actionsColumn<ArticleZoneAdminRow>({
            onEdit: (r) => setEditing({ row: r }),
            deleteTitle: (r) => `删除专区“${r.zoneName}”？`,
            deleteDescription: '资讯不会删除，只是不再属于这个专区。',
            onDelete: (r) => remove.mutateAsync(r.zoneId).catch(() => undefined),
          }),
        ]}
      />
      <EditModal<ArticleZoneSave>
        title={row ? '编辑专区' : '添加专区'}
        open={!!editing}
        initialValues={
          row
            ? { zoneName: row.zoneName, zoneDesc: row.zoneDesc, sort: row.sort, statusId: row.statusId }
            : { zoneName: '', zoneDesc: '', sort: nextSort(rows), statusId: 1 }
        }
        onCancel={() => setEditing(undefined)}
        onSubmit={async (values) => {
          const body = {
            ...values,
            zoneName: values.zoneName.trim(),
            zoneDesc: (values.zoneDesc ?? '').trim(),
            zoneLocation: row?.zoneLocation ?? ZoneLocation.pcHome,
          };
          await save.mutateAsync({ zoneId: row?.zoneId, body });
          setEditing(undefined);
        }}
      >
        <Form.Item label="专区名" name="zoneName" rules={fieldRules(ArticleZoneSave, 'zoneName', '专区名')}>
          <Input maxLength={maxLengthOf(ArticleZoneSave, 'zoneName')} showCount />
        </Form.Item>
        <Form.Item label="说明" name="zoneDesc" rules={fieldRules(ArticleZoneSave, 'zoneDesc', '说明')}>
          <Input.TextArea rows={2} maxLength={maxLengthOf(ArticleZoneSave, 'zoneDesc')} showCount />
        </Form.Item>
        <SortStatus />
      </EditModal>
    </>
  );
}
