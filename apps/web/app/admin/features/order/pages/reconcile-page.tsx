import { MISMATCH_KIND_NAMES, type GatewayReconciliation, type ReconcileMismatch } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { toWireDateTime } from '../../../lib/datetime';
import { orderQueries } from '../api/queries';

export function meta() {
  return [{ title: '对账 - 运营后台' }];
}

const yuan = (value: number) => value.toFixed(2);

function GatewayCard({ gateway }: { gateway: GatewayReconciliation }) {
  const even = gateway.mismatches.length === 0 && !gateway.error;
  return (
    <Card
      size="small"
      title={gateway.payName}
      extra={
        gateway.error ? (
          <Tag color="orange">账单未取到</Tag>
        ) : even ? (
          <Tag color="green">一致</Tag>
        ) : (
          <Tag color="red">{gateway.mismatches.length} 笔不一致</Tag>
        )
      }
      style={{ marginBottom: 16 }}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label="本站已支付">
          {gateway.paidCount} 笔 · {yuan(gateway.paidAmount)} 元
        </Descriptions.Item>
        <Descriptions.Item label="平台账单">
          {gateway.gatewayCount} 笔 · {yuan(gateway.gatewayAmount)} 元
        </Descriptions.Item>
        <Descriptions.Item label="平台退款">{yuan(gateway.gatewayRefunded)} 元</Descriptions.Item>
      </Descriptions>
      {gateway.error ? <Alert type="warning" showIcon message={gateway.error} /> : null}
      {gateway.mismatches.length > 0 ? (
        <Table<ReconcileMismatch>
          rowKey="serialNumber"
          size="small"
          pagination={false}
          dataSource={gateway.mismatches}
          columns={[
            { title: '订单号', dataIndex: 'orderNo', width: 170 },
            { title: '支付流水号', dataIndex: 'serialNumber', width: 170 },
            { title: '差异', key: 'kind', render: (_, r) => <Tag color="red">{MISMATCH_KIND_NAMES[r.kind]}</Tag> },
            { title: '本站（元）', key: 'ours', align: 'right', width: 110, render: (_, r) => yuan(r.ourAmount) },
            {
              title: '平台（元）',
              key: 'gateway',
              align: 'right',
              width: 110,
              render: (_, r) => yuan(r.gatewayAmount),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}

/** 对账: one day's payments against each gateway's bill, the day's split and refunds, and the wallets' ledgers. */
export default function ReconcilePage() {
  const api = useApi();
  const [date, setDate] = useState(() => toWireDateTime(new Date()).slice(0, 10));
  const report = useQuery({ ...orderQueries.reconciliation(api, { date }), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const data = report.data;

  return (
    <Card
      title="对账"
      extra={
        <Space>
          <label htmlFor="reconcile-date">对账日</label>
          <Input
            id="reconcile-date"
            type="date"
            value={date}
            max={toWireDateTime(new Date()).slice(0, 10)}
            onChange={(event) => setDate(event.target.value)}
            style={{ width: 170 }}
          />
        </Space>
      }
      loading={report.isPending && report.fetchStatus !== 'idle'}
    >
      {report.isError ? <Alert type="error" showIcon message="对账读取失败" /> : null}
      {data ? (
        <>
          {data.gateways.length === 0 ? <Empty description="本校没有开通在线支付" /> : null}
          {data.gateways.map((gateway) => (
            <GatewayCard key={gateway.payType} gateway={gateway} />
          ))}
          <Card size="small" title="当日支付订单的分成" style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
              <Descriptions.Item label="订单">{data.shares.orders} 笔</Descriptions.Item>
              <Descriptions.Item label="实付">{yuan(data.shares.paid)} 元</Descriptions.Item>
              <Descriptions.Item label="讲师分成">{yuan(data.shares.lecturer)} 元</Descriptions.Item>
              <Descriptions.Item label="推荐佣金">{yuan(data.shares.referral)} 元</Descriptions.Item>
              <Descriptions.Item label="平台收入">{yuan(data.shares.platform)} 元</Descriptions.Item>
              <Descriptions.Item label="已冲回（退款）">{yuan(data.shares.reversed)} 元</Descriptions.Item>
              <Descriptions.Item label="当日退款">
                {data.refunds.count} 笔 · {yuan(data.refunds.amount)} 元
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title="钱包账本校验">
            {data.wallets.broken.length === 0 ? (
              <Alert type="success" showIcon message={`${data.wallets.checked} 个钱包的账本全部校验通过`} />
            ) : (
              <Alert
                type="error"
                showIcon
                message={`${data.wallets.broken.length} 个钱包校验未通过，已暂停其提现`}
                description={data.wallets.broken.join('、')}
              />
            )}
          </Card>
        </>
      ) : null}
    </Card>
  );
}
