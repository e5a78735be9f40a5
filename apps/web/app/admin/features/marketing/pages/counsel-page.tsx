import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { useState } from 'react';
import { Button, Card, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { CounselFollow, marketingContracts as marketing, MOBILE_LENGTH, type CounselAdmin } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { PagedTable } from '../../../components/paged-table';
import { EditModal } from '../../../components/edit-modal';
import { marketingQueries } from '../api/queries';

export function meta() {
  return [{ title: '报名咨询 - 运营后台' }];
}

export interface CounselFilters {
  followStatus?: 0 | 1;
  mobile: string;
}

/** The follow-up note: required, at most 500 characters (CounselFollow). */
export function FollowFields() {
  return (
    <Form.Item
      label="跟进备注"
      name="followRemark"
      rules={[
        { required: true, whitespace: true, message: '请填写跟进备注' },
        ...lengthRules(CounselFollow, 'followRemark', '跟进备注'),
      ]}
      extra="例如：已电话联系，约周六试听；保存后这条咨询标记为已跟进。"
    >
      <Input.TextArea rows={4} showCount maxLength={maxLengthOf(CounselFollow, 'followRemark')} />
    </Form.Item>
  );
}

export default function CounselPage() {
  const api = useApi();
  const key = marketingQueries.counsel(api).queryKey;
  const list = usePagedList<CounselFilters, CounselAdmin>((body) => marketingQueries.counsel(api, body), {
    followStatus: 0,
    mobile: '',
  });
  const [mobile, setMobile] = useState('');
  const [following, setFollowing] = useState<CounselAdmin>();
  const follow = useAdminMutation(
    key,
    (b: { id: string; followRemark: string }) => api.call(marketing.followCounsel, b),
    '已记录跟进',
  );

  const status = list.filters.followStatus;
  const mobileOk = /^\d{0,11}$/.test(mobile);

  return (
    <Card title="报名咨询">
      <Typography.Paragraph type="secondary">
        访客在“在线报名”页提交的咨询。联系后记下跟进情况；已跟进的咨询也可以追加新的备注（会替换原备注）。
      </Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <Radio.Group
          optionType="button"
          value={status ?? 'all'}
          onChange={(e) => {
            const v = e.target.value as 0 | 1 | 'all';
            list.search({ ...list.filters, followStatus: v === 'all' ? undefined : v });
          }}
          options={[
            { value: 0, label: '待跟进' },
            { value: 1, label: '已跟进' },
            { value: 'all', label: '全部' },
          ]}
        />
        <Input
          allowClear
          value={mobile}
          maxLength={MOBILE_LENGTH}
          placeholder="手机号（可只输前几位）"
          status={mobileOk ? undefined : 'error'}
          onChange={(e) => setMobile(e.target.value.trim())}
          onPressEnter={() => mobileOk && list.search({ ...list.filters, mobile })}
          style={{ width: 220 }}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          disabled={!mobileOk}
          onClick={() => list.search({ ...list.filters, mobile })}
        >
          查询
        </Button>
        {!mobileOk && <Typography.Text type="danger">手机号只能是数字</Typography.Text>}
      </Space>
      <PagedTable<CounselAdmin>
        list={list}
        emptyText={['咨询读取失败', '没有咨询']}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            width: 120,
            render: (n: string, r) => (
              <div>
                {n}
                {r.userId !== '0' && (
                  <div>
                    <Tag color="blue" style={{ marginTop: 2 }}>
                      已登录用户
                    </Tag>
                  </div>
                )}
              </div>
            ),
          },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          { title: '意向课程', dataIndex: 'courseName', width: 180, ellipsis: true, render: (c: string) => c || '-' },
          {
            title: '留言',
            dataIndex: 'message',
            render: (m: string) =>
              m ? (
                <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: '展开' }} style={{ margin: 0 }}>
                  {m}
                </Typography.Paragraph>
              ) : (
                '-'
              ),
          },
          { title: '提交时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '跟进',
            key: 'follow',
            width: 220,
            render: (_, r) =>
              r.followStatus === 1 ? (
                <div>
                  <Tag color="success">已跟进</Tag>
                  <span style={{ color: '#888', fontSize: 12 }}>{r.gmtFollow}</span>
                  <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{r.followRemark}</div>
                </div>
              ) : (
                <Tag color="processing">待跟进</Tag>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setFollowing(r)}>
                {r.followStatus === 1 ? '更新跟进' : '标记已跟进'}
              </Button>
            ),
          },
        ]}
      />
      <EditModal<{ followRemark: string }>
        title={following ? `跟进咨询：${following.name}（${following.mobile}）` : ''}
        open={!!following}
        initialValues={{ followRemark: following?.followRemark ?? '' }}
        onCancel={() => setFollowing(undefined)}
        onSubmit={async ({ followRemark }) => {
          if (!following) return;
          await follow.mutateAsync({ id: following.id, followRemark: followRemark.trim() });
          setFollowing(undefined);
        }}
      >
        {following?.message && (
          <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
            留言：{following.message}
          </Typography.Paragraph>
        )}
        <FollowFields />
      </EditModal>
    </Card>
  );
}
