import type { CreatedRow } from '../../db/columns.ts';

/**
 * Orders (decision 0022): one row per purchase of one product. The operator's grant is a paid order
 * of 0; the orders issue adds payment through gateways on the same rows.
 */
export interface OrderInfoTable extends CreatedRow {
  gmt_modified: number;
  order_no: string;
  /** The payment attempt's number at the gateway; '' for grants */
  serial_number: string;
  /** The buyer */
  user_id: number;
  /** GLOSSARY productType: 1 video course … 6 VIP set */
  product_type: number;
  product_id: number;
  product_name: string;
  /** fen */
  list_price: number;
  /** fen */
  paid_price: number;
  /** GLOSSARY orderStatus: 1 waiting, 2 paid, 3 failed, 4 closed, 5 refunded */
  order_status: number;
  /** contracts PayChannel: 'grant' for the operator's grant */
  pay_channel: string;
  pay_time: number | null;
  remark: string;
  /** The operator who granted it; 0 for a purchase */
  operator_id: number;
}

export interface OrderTables {
  order_info: OrderInfoTable;
}
