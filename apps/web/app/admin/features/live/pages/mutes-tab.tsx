import { liveContracts, type AdminMute } from '@school/contracts';
import { Button, Popconfirm } from 'antd';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { liveQueries } from '../api/queries';

/** Who the teachers muted in which lesson's chat; the operator may lift a mute. */
export function MutesTab() {
  const api = useApi();
  const key = liveQueries.mutes(api).queryKey;
  const list = usePagedList<object, AdminMute>((body) => liveQueries.mutes(api, body), {});
  const unmute = useAdminMutation(
    key,
    (row: AdminMute) => api.call(liveContracts.adminDeleteMute, { periodId: row.periodId, userId: row.userId }),
    '已解除禁言',
    { toastError: true },
  );
  return (
    <PagedTable<AdminMute>
      list={list}
      rowKey={(row) => `${row.periodId}-${row.userId}`}
      emptyText={['禁言读取失败', '没有被禁言的学员']}
      scroll={{ x: 640 }}
      columns={[
        { title: '学员', dataIndex: 'nickname' },
        { title: '课时', render: (_, row) => `${row.courseName} · ${row.periodName}` },
        { title: '禁言时间', dataIndex: 'gmtCreate', width: 170 },
        {
          title: '操作',
          width: 110,
          render: (_, row) => (
            <Popconfirm
              title="解除这位学员的禁言？"
              okText="解除"
              cancelText="取消"
              onConfirm={() => unmute.mutate(row)}
            >
              <Button size="small">解除禁言</Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
