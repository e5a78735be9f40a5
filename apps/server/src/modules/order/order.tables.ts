import type { BusinessRow } from '../../db/columns.ts';

/** Orders (GLOSSARY productType, orderStatus); money in integer fen. Paid orders give access. */
export interface OrderInfoTable extends BusinessRow {
  order_no: string;
  /** The payment attempt's number; a new one for each attempt (the orders issue). */
  serial_number: string;
  user_id: number;
  product_type: number;
  product_id: number;
  product_name: string;
  list_price: number;
  paid_price: number;
  order_status: number;
  /** 0 nothing to pay (free, or the operator's grant) */
  pay_type: number;
  channel_type: number;
  pay_time: number | null;
  /** The operator who granted it; 0 otherwise. */
  operator_id: number;
  remark_cus: string;
  remark: string;
}

export interface OrderTables {
  order_info: OrderInfoTable;
}
