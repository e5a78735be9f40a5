import type { ProductType } from '@school/contracts';
import type { ComponentType } from 'react';

/** A product a reader is about to pay for. */
export interface PayProduct {
  productType: ProductType;
  productId: string;
}

/**
 * The order feature's pay dialog as a page of another feature receives it: its route hands it in,
 * since features do not import each other.
 */
export type PayDialogSlot = ComponentType<{ start: PayProduct | null; onClose(): void; onPaid?(): void }>;
