import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Tag, Typography } from 'antd';
import { AdminUserPageBody, userContracts as users, type AdminUser } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { SearchButtons } from '../../../components/search-buttons';
import { usePagedList } from '../../../lib/paging';
import { PagedTable } from '../../../components/paged-table';
import { USER_TYPES, userTypeText } from '../../../lib/format';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { userQueries } from '../api/queries';

export function meta() {
  return [{ title: '用户 - 运营后台' }];
}

export interface UserFilters {
  keyword: string;
  userType?: 1 | 2 | 3;
  statusId?: 0 | 1;
}

const emptyFilters: UserFilters = { keyword: '' };

/**
 * The new password, shown once: the modal exists only while `result` is set and the page drops
 * the password when it closes, so it cannot be seen again.
 */
export function NewPasswordModal({
  result,
  onClose,
}: {
  result?: { user: AdminUser; password: string };
  onClose: () => void;
}) {
  if (!result) return null;
  return (
    <Modal
      title="密码已重置"
      open
      onOk={onClose}
      onCancel={onClose}
      okText="我已记下"
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
    >
      <Alert
        type="warning"
        showIcon
        title="新密码只显示这一次，关闭后无法再次查看。请复制后告知用户，并提醒其登录后修改密码。"
        style={{ marginBottom: 16 }}
      />
      <p>
        用户：{result.user.nickname || '（未设置昵称）'}（{result.user.mobile}）
      </p>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span>新密码：</span>
        <Typography.Text
          data-testid="new-password"
          code
          copyable={{ text: result.password, tooltips: ['复制', '已复制'] }}
          style={{ fontSize: 20, letterSpacing: 1 }}
        >
          {result.password}
        </Typography.Text>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        该用户已在所有设备上退出登录，需使用新密码重新登录。
      </Typography.Paragraph>
    </Modal>
  );
}

export default function UserListPage() {
  const api = useApi();
  const key = userQueries.users(api).queryKey;
  const list = usePagedList((body) => userQueries.users(api, body), emptyFilters);
  const [shown, setShown] = useState<{ user: AdminUser; password: string }>();

  const setStatus = useAdminMutation(
    key,
    (b: { id: string; statusId: 0 | 1 }) => api.call(users.adminSetUserStatus, b),
    (b) => (b.statusId === 1 ? '已启用该用户' : '已停用该用户，并已让其退出登录'),
    { toastError: true },
  );
  const setRecommended = useAdminMutation(
    key,
    (b: { id: string; isRecommended: 0 | 1 }) => api.call(users.adminSetUserRecommended, b),
    (b) => (b.isRecommended === 1 ? '已开通推荐，该用户可在“我的推荐”分享链接' : '已关闭推荐'),
    { toastError: true },
  );
  const reset = useAdminMutation(
    key,
    (user: AdminUser) => api.call(users.adminResetUserPassword, { id: user.id }),
    '密码已重置',
    { toastError: true },
  );

  return (
    <Card title="用户">
      <Form<UserFilters>
        layout="inline"
        initialValues={emptyFilters}
        onFinish={(v) => list.search({ ...v, keyword: (v.keyword ?? '').trim() })}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item label="关键词" name="keyword" rules={fieldRules(AdminUserPageBody, 'keyword', '关键词')}>
          <Input
            allowClear
            placeholder="手机号或昵称"
            maxLength={maxLengthOf(AdminUserPageBody, 'keyword')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="类型" name="userType">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            options={USER_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          />
        </Form.Item>
        <Form.Item label="状态" name="statusId">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            options={[
              { value: 1, label: '正常' },
              { value: 0, label: '已停用' },
            ]}
          />
        </Form.Item>
        <SearchButtons list={list} />
      </Form>
      <PagedTable<AdminUser>
        list={list}
        emptyText={['用户读取失败', '没有符合条件的用户']}
        columns={[
          { title: '手机号', dataIndex: 'mobile', width: 140 },
          {
            title: '昵称',
            dataIndex: 'nickname',
            render: (n: string) => n || <Typography.Text type="secondary">（未设置）</Typography.Text>,
          },
          { title: '类型', dataIndex: 'userType', width: 90, render: (t: number) => <Tag>{userTypeText(t)}</Tag> },
          {
            title: 'VIP',
            dataIndex: 'isVip',
            width: 80,
            render: (v: number) =>
              v === 1 ? <Tag color="gold">VIP</Tag> : <Typography.Text type="secondary">-</Typography.Text>,
          },
          {
            title: '状态',
            dataIndex: 'statusId',
            width: 90,
            render: (v: number) => (v === 1 ? <Tag color="success">正常</Tag> : <Tag color="error">已停用</Tag>),
          },
          {
            title: '推荐',
            key: 'recommend',
            width: 90,
            render: (_, u: AdminUser) => (
              <Switch
                size="small"
                aria-label={`${u.mobile} 的推荐功能`}
                checked={u.isRecommended === 1}
                loading={setRecommended.isPending && setRecommended.variables?.id === u.id}
                onChange={(on) => setRecommended.mutate({ id: u.id, isRecommended: on ? 1 : 0 })}
              />
            ),
          },
          { title: '注册时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 170,
            render: (_, r) => (
              <Space size={0}>
                {r.statusId === 1 ? (
                  <Popconfirm
                    title={`停用用户“${r.nickname || r.mobile}”？`}
                    description="停用后该用户立即退出登录，且无法再登录。"
                    okText="停用"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => setStatus.mutateAsync({ id: r.id, statusId: 0 }).catch(() => undefined)}
                  >
                    <Button type="link" size="small" danger>
                      停用
                    </Button>
                  </Popconfirm>
                ) : (
                  <Popconfirm
                    title={`启用用户“${r.nickname || r.mobile}”？`}
                    description="启用后该用户可以重新登录。"
                    okText="启用"
                    cancelText="取消"
                    onConfirm={() => setStatus.mutateAsync({ id: r.id, statusId: 1 }).catch(() => undefined)}
                  >
                    <Button type="link" size="small">
                      启用
                    </Button>
                  </Popconfirm>
                )}
                <Popconfirm
                  title={`重置“${r.nickname || r.mobile}”的密码？`}
                  description="将生成一个新密码，并让该用户在所有设备上退出登录。"
                  okText="重置"
                  cancelText="取消"
                  onConfirm={() =>
                    reset
                      .mutateAsync(r)
                      .then(({ password }) => setShown({ user: r, password }))
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small">
                    重置密码
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <NewPasswordModal result={shown} onClose={() => setShown(undefined)} />
    </Card>
  );
}
