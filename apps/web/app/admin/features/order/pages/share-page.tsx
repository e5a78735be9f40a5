import { PlusOutlined } from '@ant-design/icons';
import {
  REFERRAL_PERCENT_MAX,
  shareAdminContracts as shares,
  type LecturerProportion,
  type ProportionSave,
} from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { mobileRules } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { orderQueries } from '../api/queries';

export function meta() {
  return [{ title: '分成设置 - 运营后台' }];
}

/** The school's referral rate; the default lecturer proportion and the referral days are shown, not set. */
function ReferralRateCard() {
  const api = useApi();
  const setting = useQuery(orderQueries.shareSetting(api));
  const save = useAdminMutation(
    orderQueries.shareSetting(api).queryKey,
    (referralRate: number) => api.call(shares.adminSaveShareSetting, { referralRate }),
    '推荐佣金比例已保存，之后支付的订单按新比例计算',
    { toastError: true },
  );
  return (
    <Card title="推荐佣金" loading={setting.isPending} style={{ marginBottom: 16 }}>
      {setting.data ? (
        <>
          <Form
            layout="inline"
            initialValues={{ referralRate: setting.data.referralRate }}
            onFinish={(values: { referralRate: number }) => save.mutate(values.referralRate)}
          >
            <Form.Item
              label="推荐佣金比例（%）"
              name="referralRate"
              rules={[{ required: true, message: '请输入比例' }]}
              extra="从平台所得中支付给推荐人"
            >
              <InputNumber min={0} max={REFERRAL_PERCENT_MAX} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
            </Form.Item>
          </Form>
          <Descriptions size="small" column={2} style={{ marginTop: 16 }}>
            <Descriptions.Item label="讲师默认分成">{setting.data.lecturerRate}%</Descriptions.Item>
            <Descriptions.Item label="推荐关系有效期">绑定后 {setting.data.referralDays} 天</Descriptions.Item>
          </Descriptions>
        </>
      ) : (
        '分成设置读取失败'
      )}
    </Card>
  );
}

/** 分成设置: the referral rate and the lecturers paid a proportion of their own. Changes apply to later orders. */
export default function SharePage() {
  const api = useApi();
  const key = orderQueries.proportions(api).queryKey;
  const list = usePagedList<object, LecturerProportion>((body) => orderQueries.proportions(api, body), {});
  const [editing, setEditing] = useState<{ row?: LecturerProportion }>();
  const save = useAdminMutation(
    key,
    (body: ProportionSave) => api.call(shares.adminSaveProportion, body),
    '讲师分成比例已保存',
  );
  const remove = useAdminMutation(
    key,
    (lecturerUserId: string) => api.call(shares.adminDeleteProportion, { lecturerUserId }),
    '已恢复默认比例',
    { toastError: true },
  );
  const row = editing?.row;

  return (
    <>
      <ReferralRateCard />
      <Card
        title="讲师单独比例"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            设置讲师比例
          </Button>
        }
      >
        <PagedTable<LecturerProportion>
          list={list}
          rowKey="lecturerUserId"
          emptyText={['读取失败', '所有讲师都按默认比例分成']}
          columns={[
            { title: '讲师', dataIndex: 'lecturerName' },
            { title: '手机号', dataIndex: 'mobile', width: 140 },
            { title: '分成比例', key: 'proportion', width: 110, render: (_, r) => `${r.proportion}%` },
            { title: '修改时间', dataIndex: 'gmtModified', width: 180 },
            {
              title: '操作',
              key: 'actions',
              width: 130,
              render: (_, r) => (
                <RowActions
                  onEdit={() => setEditing({ row: r })}
                  deleteTitle="恢复默认比例？"
                  deleteDescription="之后支付的订单按默认比例分成。"
                  onDelete={() => remove.mutateAsync(r.lecturerUserId)}
                />
              ),
            },
          ]}
        />
      </Card>
      <EditModal<ProportionSave>
        title={row ? `修改分成比例：${row.lecturerName}` : '设置讲师比例'}
        open={!!editing}
        initialValues={row ? { mobile: row.mobile, proportion: row.proportion } : undefined}
        onCancel={() => setEditing(undefined)}
        onSubmit={async (values) => {
          await save.mutateAsync({ mobile: values.mobile.trim(), proportion: values.proportion });
          setEditing(undefined);
        }}
      >
        <Space size={24} align="start" wrap>
          <Form.Item label="讲师手机号" name="mobile" rules={mobileRules}>
            <Input maxLength={11} disabled={!!row} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="分成比例（%）"
            name="proportion"
            rules={[{ required: true, message: '请输入比例' }]}
            extra="讲师所得 = 实付金额 × 比例"
          >
            <InputNumber min={0} max={100} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
      </EditModal>
    </>
  );
}
