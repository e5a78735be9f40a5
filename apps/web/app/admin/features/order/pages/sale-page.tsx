import { PlusOutlined } from '@ant-design/icons';
import {
  ID_PATTERN,
  PRODUCT_TYPE_NAMES,
  ProductType,
  ruleRegExp,
  SALE_STATE_NAMES,
  saleAdminContracts as sales,
  SaleSave,
  type AdminSale,
  type AdminSaleListBody,
} from '@school/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Tabs, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { fieldRules } from '~/lib/form-rules';
import { ApiError } from '~/lib/request';
import { EditModal } from '../../../components/edit-modal';
import { PagedTable } from '../../../components/paged-table';
import { TimeWindowItems, yuanRule } from '../../../components/form-fields';
import { RowActions } from '../../../components/row-actions';
import { shortDateTime } from '../../../lib/datetime';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { orderQueries } from '../api/queries';
import { ProductCell } from '../components/product-cell';

export function meta() {
  return [{ title: '特价活动 - 运营后台' }];
}

const TABS = [{ key: '', label: '全部' }, ...Object.entries(SALE_STATE_NAMES).map(([key, label]) => ({ key, label }))];
const STATE_COLORS: Record<number, string> = { 1: 'red', 2: 'blue', 3: 'default' };
const productTypeOptions = Object.entries(PRODUCT_TYPE_NAMES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

type Filters = Pick<AdminSaleListBody, 'productType' | 'saleState'>;
type Editing = { sale?: AdminSale };

const PRODUCT_ID = ruleRegExp(ID_PATTERN);

/** The product an id names, read while the operator types it, so the price is set against the list price. */
function ProductLookup() {
  const api = useApi();
  const form = Form.useFormInstance<SaleSave>();
  const productType = Form.useWatch('productType', form);
  const productId = Form.useWatch('productId', form) ?? '';
  const valid = !!productType && PRODUCT_ID.test(productId);
  const product = useQuery({ ...orderQueries.saleProduct(api, { productType, productId }), enabled: valid });
  if (!valid) return null;
  if (product.data) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`${product.data.productName}，原价 ${product.data.listPrice.toFixed(2)} 元`}
      />
    );
  }
  if (product.error) {
    const text = product.error instanceof ApiError ? product.error.message : '商品读取失败';
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={text} />;
  }
  return null;
}

/** 特价活动: sales by state and product type; add, edit and delete them (decision 0041). */
export default function SalePage() {
  const api = useApi();
  const key = orderQueries.sales(api).queryKey;
  const list = usePagedList<Filters, AdminSale>((body) => orderQueries.sales(api, body), {});
  const [editing, setEditing] = useState<Editing>();
  const queryClient = useQueryClient();
  const save = useAdminMutation(key, (body: SaleSave) => api.call(sales.adminSaveSale, body), '特价已保存');
  const remove = useAdminMutation(key, (id: string) => api.call(sales.adminDeleteSale, { id }), '特价已删除', {
    toastError: true,
  });
  const sale = editing?.sale;

  return (
    <Card
      title="特价活动"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新增特价
        </Button>
      }
    >
      <Tabs
        activeKey={String(list.filters.saleState ?? '')}
        onChange={(k) =>
          list.search({ ...list.filters, saleState: k ? (Number(k) as Filters['saleState']) : undefined })
        }
        items={TABS}
      />
      <Space style={{ marginBottom: 16 }}>
        <span>商品类型</span>
        <Select
          allowClear
          placeholder="全部"
          style={{ width: 140 }}
          value={list.filters.productType}
          options={productTypeOptions}
          onChange={(productType?: Filters['productType']) => list.search({ ...list.filters, productType })}
        />
      </Space>
      <PagedTable<AdminSale>
        list={list}
        scroll={{ x: 960 }}
        emptyText={['特价读取失败', '还没有特价活动']}
        columns={[
          {
            title: '商品',
            key: 'product',
            render: (_, r) => (
              <ProductCell product={r}>
                {r.onShelf ? null : <Tag color="orange">不在售</Tag>}
                <div style={{ color: '#888', fontSize: 12 }}>编号 {r.productId}</div>
              </ProductCell>
            ),
          },
          {
            title: '原价 / 特价（元）',
            key: 'price',
            width: 150,
            align: 'right',
            render: (_, r) => (
              <div>
                <del style={{ color: '#888' }}>{r.listPrice.toFixed(2)}</del>
                <div style={{ fontWeight: 600 }}>{r.salePrice.toFixed(2)}</div>
              </div>
            ),
          },
          {
            title: '时段',
            key: 'window',
            width: 190,
            render: (_, r) => (
              <div style={{ fontSize: 13 }}>
                {shortDateTime(r.beginTime)}
                <div>至 {shortDateTime(r.endTime)}</div>
              </div>
            ),
          },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_, r) => <Tag color={STATE_COLORS[r.saleState]}>{SALE_STATE_NAMES[r.saleState]}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, r) => (
              <RowActions
                onEdit={() => setEditing({ sale: r })}
                deleteTitle="删除这个特价？"
                deleteDescription="已下的订单价格不变。"
                onDelete={() => remove.mutateAsync(r.id)}
              />
            ),
          },
        ]}
      />
      <EditModal<SaleSave>
        title={sale ? '编辑特价' : '新增特价'}
        open={!!editing}
        initialValues={
          sale
            ? {
                productType: sale.productType as SaleSave['productType'],
                productId: sale.productId,
                salePrice: sale.salePrice,
                beginTime: sale.beginTime,
                endTime: sale.endTime,
              }
            : { productType: ProductType.videoCourse }
        }
        onCancel={() => setEditing(undefined)}
        onSubmit={async (values) => {
          await save.mutateAsync({ ...values, id: sale?.id });
          setEditing(undefined);
        }}
      >
        <Space size={24} align="start" wrap>
          <Form.Item label="商品类型" name="productType" rules={[{ required: true, message: '请选择商品类型' }]}>
            <Select style={{ width: 140 }} options={productTypeOptions} />
          </Form.Item>
          <Form.Item
            label="商品编号"
            name="productId"
            normalize={(value: string) => value.trim()}
            rules={[{ required: true, message: '请输入商品编号' }, ...fieldRules(SaleSave, 'productId', '商品编号')]}
            extra="在课程、试卷或会员套餐的列表里可以看到编号"
          >
            <Input style={{ width: 220 }} maxLength={19} />
          </Form.Item>
        </Space>
        <ProductLookup />
        <Form.Item
          label="特价（元）"
          name="salePrice"
          dependencies={['productType', 'productId']}
          rules={[
            { required: true, message: '请输入特价' },
            yuanRule,
            ({ getFieldValue }) => ({
              validator: async (_, v: number | null | undefined) => {
                const productType = getFieldValue('productType') as SaleSave['productType'] | undefined;
                const productId = String(getFieldValue('productId') ?? '');
                if (typeof v !== 'number' || !productType || !PRODUCT_ID.test(productId)) return;
                const product = await queryClient
                  .fetchQuery(orderQueries.saleProduct(api, { productType, productId }))
                  .catch(() => null);
                if (product && v >= product.listPrice) {
                  throw new Error(`特价须低于原价 ${product.listPrice.toFixed(2)} 元`);
                }
              },
            }),
          ]}
        >
          <InputNumber min={0} max={1000000} style={{ width: 180 }} />
        </Form.Item>
        <TimeWindowItems what="特价" />
      </EditModal>
    </Card>
  );
}
