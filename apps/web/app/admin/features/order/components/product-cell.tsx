import { PRODUCT_TYPE_NAMES } from '@school/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** A product in a console table: its kind as a tag, its name, then what the caller adds. */
export function ProductCell({
  product,
  children,
}: {
  product: { productType: number; productName: string };
  children?: ReactNode;
}) {
  return (
    <div>
      <Tag>{PRODUCT_TYPE_NAMES[product.productType] ?? '商品'}</Tag>
      {product.productName}
      {children}
    </div>
  );
}
