import { useState } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { systemContracts as sys, type NavBarAdmin, type NavBarSave } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { asTarget, nextSort } from '../../../lib/site-rows';
import { EditModal } from '../../../components/edit-modal';
import { targetText } from '../../../components/form-fields';
import { NavBarFields } from '../components/site-fields';
import { systemQueries } from '../api/queries';
import { SortedTable, sortColumn, statusColumn, actionsColumn } from '../../../components/sorted-table';

export function meta() {
  return [{ title: '头部导航 - 运营后台' }];
}

const blank: NavBarSave = { navTitle: '', navUrl: '', target: '_self', platShow: 1, sort: 0, statusId: 1 };

const clean = (v: NavBarSave): NavBarSave => ({
  ...v,
  navTitle: v.navTitle.trim(),
  navUrl: (v.navUrl ?? '').trim(),
  sort: v.sort ?? 0,
});

export default function SiteNavPage() {
  const api = useApi();
  const key = systemQueries.navBars(api).queryKey;
  const list = useQuery(systemQueries.navBars(api));
  const [editing, setEditing] = useState<{ open: boolean; record?: NavBarAdmin }>({ open: false });
  const save = useAdminMutation(key, (b: NavBarSave) => api.call(sys.saveNavBar, b), '导航已添加');
  const update = useAdminMutation(key, (b: NavBarSave & { id: string }) => api.call(sys.updateNavBar, b), '导航已修改');
  const remove = useAdminMutation(key, (id: string) => api.call(sys.deleteNavBar, { id }), '导航已删除', {
    toastError: true,
  });

  const rows = [...(list.data ?? [])].sort((a, b) => a.sort - b.sort);

  return (
    <Card
      title="头部导航"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
          添加导航
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        显示在网站顶部的菜单，按排序值从小到大排列；PC 端最多显示前 10 项，其余收入“更多”。
      </Typography.Paragraph>
      <SortedTable<NavBarAdmin>
        query={list}
        rows={rows}
        emptyText={['导航读取失败', '还没有导航']}
        columns={[
          { title: '标题', dataIndex: 'navTitle', width: 160 },
          {
            title: '链接',
            dataIndex: 'navUrl',
            ellipsis: true,
            render: (url: string) => (url ? <Typography.Text copyable={{ text: url }}>{url}</Typography.Text> : '-'),
          },
          { title: '打开方式', dataIndex: 'target', width: 100, render: targetText },
          {
            title: 'PC 端显示',
            dataIndex: 'platShow',
            width: 100,
            render: (v: number) => (v === 1 ? <Tag color="blue">显示</Tag> : <Tag>不显示</Tag>),
          },
          sortColumn(80),
          statusColumn(80),
          actionsColumn<NavBarAdmin>({
            width: 140,
            onEdit: (record) => setEditing({ open: true, record }),
            deleteTitle: (record) => `删除导航“${record.navTitle}”？`,
            deleteDescription: '删除后网站顶部不再显示。',
            onDelete: (record) => remove.mutateAsync(record.id).catch(() => undefined),
          }),
        ]}
      />
      <EditModal<NavBarSave>
        title={editing.record ? '编辑导航' : '添加导航'}
        open={editing.open}
        initialValues={
          editing.record
            ? { ...editing.record, target: asTarget(editing.record.target) }
            : { ...blank, sort: nextSort(rows) }
        }
        onCancel={() => setEditing((e) => ({ ...e, open: false }))}
        onSubmit={async (values) => {
          const body = clean(values);
          if (editing.record) await update.mutateAsync({ id: editing.record.id, ...body });
          else await save.mutateAsync(body);
          setEditing((e) => ({ ...e, open: false }));
        }}
      >
        <NavBarFields />
      </EditModal>
    </Card>
  );
}
