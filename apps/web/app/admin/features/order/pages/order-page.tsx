import {
  orderAdminContracts as orders,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_NAMES,
  OrderStatus,
  PAY_TYPE_NAMES,
  PRODUCT_TYPE_NAMES,
  RefundBody,
  type AdminOrder,
  type AdminOrderListBody,
} from '@school/contracts';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { SearchButtons } from '../../../components/search-buttons';
import { maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { orderQueries } from '../api/queries';
import { PersonCell } from '../../../components/form-fields';
import { ProductCell } from '../components/product-cell';

export function meta() {
  return [{ title: '订单管理 - 运营后台' }];
}

const TABS = [
  { key: '', label: '全部' },
  { key: String(OrderStatus.waiting), label: '待支付' },
  { key: String(OrderStatus.paid), label: '已支付' },
  { key: String(OrderStatus.closed), label: '已关闭' },
  { key: String(OrderStatus.refunded), label: '已退款' },
  { key: 'flagged', label: '待处理退款' },
];

type Filters = Pick<AdminOrderListBody, 'orderStatus' | 'orderNo' | 'mobile' | 'productType' | 'needsRefund'>;
type SearchForm = { orderNo?: string; mobile?: string; productType?: Filters['productType'] };

/**
 * 订单管理: every order of the school, found by number, buyer, state or product type; refunds within 7 days,
 * and money that arrived after an order closed goes back (待处理退款).
 */
export default function OrderPage() {
  const api = useApi();
  const [form] = Form.useForm<SearchForm>();
  const key = orderQueries.orders(api).queryKey;
  const list = usePagedList<Filters, AdminOrder>((body) => orderQueries.orders(api, body), {});
  const [refunding, setRefunding] = useState<AdminOrder>();
  const refund = useAdminMutation(
    key,
    (body: RefundBody) => api.call(orders.adminRefundOrder, body),
    '已退款，款项按原支付方式退回，已通知买家',
  );
  const returnPayment = useAdminMutation(
    key,
    (orderNo: string) => api.call(orders.adminReturnPayment, { orderNo }),
    '多付的款项已按原支付方式退回，已通知买家',
  );
  const tab = list.filters.needsRefund ? 'flagged' : String(list.filters.orderStatus ?? '');
  const fromForm = (v: SearchForm): Filters => ({
    orderNo: (v.orderNo ?? '').trim() || undefined,
    mobile: (v.mobile ?? '').trim() || undefined,
    productType: v.productType,
  });

  return (
    <Card title="订单管理">
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          list.search({
            ...fromForm(form.getFieldsValue()),
            ...(k === 'flagged' ? { needsRefund: 1 } : k ? { orderStatus: Number(k) } : {}),
          })
        }
        items={TABS}
      />
      <Form
        form={form}
        layout="inline"
        onFinish={(v) =>
          list.search({ ...fromForm(v), orderStatus: list.filters.orderStatus, needsRefund: list.filters.needsRefund })
        }
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item label="订单号" name="orderNo" rules={[{ pattern: /^[0-9]*$/, message: '订单号只含数字' }]}>
          <Input allowClear maxLength={32} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="手机号" name="mobile">
          <Input allowClear maxLength={11} placeholder="买家手机号" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="商品类型" name="productType">
          <Select
            allowClear
            style={{ width: 140 }}
            options={Object.entries(PRODUCT_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        <SearchButtons
          list={list}
          resetTo={{ orderStatus: list.filters.orderStatus, needsRefund: list.filters.needsRefund }}
        />
      </Form>
      <PagedTable<AdminOrder>
        list={list}
        rowKey="orderNo"
        scroll={{ x: 1100 }}
        emptyText={['订单读取失败', '没有订单']}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 170 },
          {
            title: '商品',
            key: 'product',
            render: (_, r) => <ProductCell product={r} />,
          },
          {
            title: '买家',
            key: 'buyer',
            width: 150,
            render: (_, r) => <PersonCell nickname={r.nickname} mobile={r.mobile} />,
          },
          {
            title: '金额（元）',
            key: 'price',
            width: 110,
            align: 'right',
            render: (_, r) => (
              <div>
                {r.paidPrice.toFixed(2)}
                {r.listPrice > r.paidPrice ? (
                  <div style={{ color: '#888', fontSize: 12 }}>原价 {r.listPrice.toFixed(2)}</div>
                ) : null}
              </div>
            ),
          },
          {
            title: '状态',
            key: 'state',
            width: 190,
            render: (_, r) => {
              return (
                <div>
                  <Tag color={ORDER_STATUS_COLORS[r.orderStatus]}>{ORDER_STATUS_NAMES[r.orderStatus]}</Tag>
                  {r.needsRefund > 0 ? <Tag color="red">待退款 {r.needsRefund} 笔</Tag> : null}
                  {r.payTime ? (
                    <div style={{ fontSize: 12 }}>
                      {r.operatorId !== '0' ? '运营赠送' : PAY_TYPE_NAMES[r.payType]} · {r.payTime}
                    </div>
                  ) : null}
                  {r.remark ? <div style={{ color: '#888', fontSize: 12 }}>备注：{r.remark}</div> : null}
                </div>
              );
            },
          },
          { title: '下单时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_, r) =>
              r.refundable || r.needsRefund > 0 ? (
                <Space direction="vertical" size={0}>
                  {r.refundable ? (
                    <Button type="link" size="small" danger onClick={() => setRefunding(r)}>
                      退款
                    </Button>
                  ) : null}
                  {r.needsRefund > 0 ? (
                    <Popconfirm
                      title="退还多付的款项？"
                      description="订单关闭或已支付后才到账的付款，将按原支付方式退回给买家。"
                      okText="退还"
                      onConfirm={() => returnPayment.mutateAsync(r.orderNo)}
                    >
                      <Button type="link" size="small" danger loading={returnPayment.isPending}>
                        退还多付款
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
      />
      <EditModal<{ reason?: string }>
        title={refunding ? `退款：${refunding.productName} ${refunding.paidPrice.toFixed(2)} 元` : ''}
        open={!!refunding}
        okText="确认退款"
        okDanger
        onCancel={() => setRefunding(undefined)}
        onSubmit={async (values) => {
          if (!refunding) return;
          await refund.mutateAsync({ orderNo: refunding.orderNo, reason: (values.reason ?? '').trim() });
          setRefunding(undefined);
        }}
      >
        <Form.Item
          label="退款原因"
          name="reason"
          rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}
          extra="款项按原支付方式退回；买家将失去该商品（会员扣回对应天数），讲师和推荐人的分成一并冲回。"
        >
          <Input.TextArea rows={3} maxLength={maxLengthOf(RefundBody, 'reason')} showCount />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
