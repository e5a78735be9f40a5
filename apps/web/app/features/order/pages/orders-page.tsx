import { orderContracts, OrderStatus, PAY_TYPE_NAMES, PRODUCT_TYPE_NAMES, type OrderView } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Empty, Modal, Space, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { PagedList } from '~/components/paged-list';
import { QueryContent } from '~/components/query-content';
import { ORDER_KEY, ORDER_PAGE_SIZE, ORDER_STATES, orderQueries, productHref } from '../pay/api';
import { PayDialog, type PayStart } from '../pay/pay-dialog';
import '../wallet/wallet.css';
import { useApi } from '~/lib/api-context';
import { formatYuan } from '~/lib/money';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

const TABS = [
  { key: '', label: '全部' },
  { key: String(OrderStatus.waiting), label: '待支付' },
  { key: String(OrderStatus.paid), label: '已支付' },
  { key: String(OrderStatus.closed), label: '已关闭' },
  { key: String(OrderStatus.refunded), label: '已退款' },
];

/**
 * 我的订单 (?state=1|2|4|5&page=N): my orders by state; waiting ones can be paid or closed. A phone
 * comes back here from the gateway with ?orderNo=…, and sees that order's outcome on top.
 */
export function OrdersPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const state = TABS.some((tab) => tab.key === params.get('state')) ? params.get('state')! : '';
  const page = pageOf(params.get('page'));
  const returnedFrom = params.get('orderNo');
  const orders = usePersonalQuery(
    orderQueries.list(api, {
      pageCurrent: page,
      pageSize: ORDER_PAGE_SIZE,
      ...(state ? { orderStatus: Number(state) } : {}),
    }),
  );
  const [paying, setPaying] = useState<PayStart | null>(null);
  const [detail, setDetail] = useState<OrderView>();
  const show = (next: { state?: string; page?: number }) => {
    const query: Record<string, string> = {};
    const nextState = next.state ?? state;
    if (nextState) query.state = nextState;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <AccountPage title="我的订单" note="待支付的订单 30 分钟内未支付将自动关闭">
      {returnedFrom ? <PaidOrderNotice orderNo={returnedFrom} /> : null}
      <Tabs activeKey={state} items={TABS} onChange={(key) => show({ state: key })} />
      <QueryContent query={orders}>
        {(list) => (
          <PagedList
            listClassName="wallet-list"
            pageSize={ORDER_PAGE_SIZE}
            page={list}
            onPage={(next) => show({ page: next })}
            empty={
              <Empty className="account-page__empty" description="还没有这类订单">
                <Link to="/list">
                  <Button type="primary">去选课</Button>
                </Link>
              </Empty>
            }
          >
            {(order) => (
              <OrderRow
                key={order.orderNo}
                order={order}
                onPay={() => setPaying({ orderNo: order.orderNo })}
                onDetail={() => setDetail(order)}
              />
            )}
          </PagedList>
        )}
      </QueryContent>
      <PayDialog start={paying} onClose={() => setPaying(null)} />
      <Modal open={detail !== undefined} title="订单详情" footer={null} onCancel={() => setDetail(undefined)}>
        {detail ? <OrderDetail order={detail} /> : null}
      </Modal>
    </AccountPage>
  );
}

const RETURN_POLL_MS = 1000;

/** The order a phone paid at the gateway: read until the gateway's notification has settled it. */
function PaidOrderNotice({ orderNo }: { orderNo: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: [...ORDER_KEY, 'view', orderNo] as const,
    queryFn: () => api.call(orderContracts.viewOrder, { orderNo }),
    refetchInterval: (query) =>
      query.state.data?.orderStatus === OrderStatus.waiting || !query.state.data ? RETURN_POLL_MS : false,
  });
  const status = order.data?.orderStatus;
  useEffect(() => {
    if (status === OrderStatus.paid) void queryClient.invalidateQueries({ queryKey: [...ORDER_KEY, 'list'] });
  }, [status, queryClient]);
  if (order.isError) return null;
  if (!order.data || status === OrderStatus.waiting) {
    return <Alert className="orders-page__returned" type="info" showIcon title="正在确认支付结果…" />;
  }
  const product = order.data;
  if (status === OrderStatus.paid) {
    return (
      <Alert
        className="orders-page__returned"
        type="success"
        showIcon
        title={`支付成功：${product.productName}`}
        action={
          <Link to={productHref(product.productType, product.productId)}>
            <Button type="primary" size="small">
              去学习
            </Button>
          </Link>
        }
      />
    );
  }
  return (
    <Alert
      className="orders-page__returned"
      type="warning"
      showIcon
      title={`订单${ORDER_STATES[status ?? 0]?.label ?? ''}：${product.productName}`}
    />
  );
}

function OrderRow({ order, onPay, onDetail }: { order: OrderView; onPay(): void; onDetail(): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const state = ORDER_STATES[order.orderStatus];
  const payable = order.orderStatus === OrderStatus.waiting || order.orderStatus === OrderStatus.failed;
  const close = () =>
    modal.confirm({
      title: '取消这笔订单？',
      content: order.productName,
      okText: '取消订单',
      cancelText: '再想想',
      onOk: async () => {
        await api.call(orderContracts.closeOrder, { orderNo: order.orderNo });
        void message.success('订单已取消');
        await queryClient.invalidateQueries({ queryKey: ORDER_KEY });
      },
    });
  return (
    <li className="wallet-row">
      <div className="wallet-row__text">
        <div className="wallet-row__title">
          <Tag>{PRODUCT_TYPE_NAMES[order.productType] ?? '商品'}</Tag>
          <Link to={productHref(order.productType, order.productId)}>{order.productName}</Link>
          {state ? <Tag color={state.color}>{state.label}</Tag> : null}
        </div>
        <p className="wallet-row__facts">
          <span>订单号 {order.orderNo}</span>
          <span>下单 {order.gmtCreate}</span>
          {order.orderStatus === OrderStatus.waiting && order.expireTime ? (
            <span>请在 {order.expireTime.slice(11, 16)} 前支付</span>
          ) : null}
        </p>
      </div>
      <span className="wallet-row__amount">{formatYuan(order.paidPrice)}</span>
      <Space wrap>
        {payable ? (
          <Button type="primary" size="small" onClick={onPay}>
            {order.orderStatus === OrderStatus.failed ? '重新支付' : '去支付'}
          </Button>
        ) : null}
        {order.orderStatus === OrderStatus.waiting ? (
          <Button size="small" onClick={close}>
            取消订单
          </Button>
        ) : null}
        <Button size="small" type="link" onClick={onDetail}>
          详情
        </Button>
      </Space>
    </li>
  );
}

function OrderDetail({ order }: { order: OrderView }) {
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label="商品">
        {PRODUCT_TYPE_NAMES[order.productType]} · {order.productName}
      </Descriptions.Item>
      <Descriptions.Item label="状态">{ORDER_STATES[order.orderStatus]?.label}</Descriptions.Item>
      <Descriptions.Item label="原价">{formatYuan(order.listPrice)}</Descriptions.Item>
      {order.orderStatus === OrderStatus.paid || order.orderStatus === OrderStatus.refunded ? (
        <>
          <Descriptions.Item label="实付金额">{formatYuan(order.paidPrice)}</Descriptions.Item>
          <Descriptions.Item label="支付方式">
            {order.operatorId !== '0' ? '学校赠送' : (PAY_TYPE_NAMES[order.payType] ?? '')}
          </Descriptions.Item>
          <Descriptions.Item label="支付时间">{order.payTime || '-'}</Descriptions.Item>
        </>
      ) : null}
      {order.orderStatus === OrderStatus.waiting ? (
        <Descriptions.Item label="应付金额">{formatYuan(order.paidPrice)}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label="下单时间">{order.gmtCreate}</Descriptions.Item>
      {order.remarkCus ? <Descriptions.Item label="备注">{order.remarkCus}</Descriptions.Item> : null}
    </Descriptions>
  );
}
