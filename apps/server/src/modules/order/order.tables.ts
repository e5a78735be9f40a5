import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/**
 * Orders and payments (GLOSSARY productType, orderStatus; decision 0037). Money in integer fen, times in
 * epoch milliseconds. Paid orders give access.
 */
export interface OrderInfoTable extends BusinessRow {
  order_no: string;
  /** The current payment attempt's number (order_payment); a new one for each attempt. */
  serial_number: string;
  user_id: number;
  product_type: number;
  product_id: number;
  product_name: string;
  list_price: number;
  paid_price: number;
  order_status: number;
  /** 0 nothing to pay (free, or the operator's grant); otherwise the gateway (PayType) */
  pay_type: number;
  channel_type: number;
  pay_time: number | null;
  /** The operator who granted it; 0 otherwise. */
  operator_id: number;
  remark_cus: string;
  remark: string;
  /** A waiting order closes at this time; 0 for orders that never waited. */
  expire_time: number;
  /** Who is paid the lecturer's share; 0 for the school's own products (VIP sets). */
  lecturer_user_id: number;
}

/** pay_state: 1 open, 2 paid, 3 failed, 4 superseded (a newer attempt or the order closed). */
export interface OrderPaymentTable extends BusinessRow {
  order_id: number;
  serial_number: string;
  pay_type: number;
  amount: number;
  pay_state: number;
  /** What the pay dialog's QR code holds (the gateway's pay address). */
  pay_message: string;
  /** The gateway's own transaction number, once it reported. */
  trade_no: string;
  notify_time: number | null;
  /** `StrayPayment`: 1 when money arrived for an order that no longer waited for it, 2 once returned. */
  needs_refund: number;
}

/** An operator's sale: this price replaces the list price between begin and end. */
export interface OrderSaleTable extends BusinessRow {
  product_type: number;
  product_id: number;
  sale_price: number;
  begin_time: number;
  end_time: number;
}

/** The sandbox gateway's own books (what a real gateway keeps on its side). */
export interface SandboxTradeTable extends CreatedRow {
  gmt_modified: number;
  serial_number: string;
  subject: string;
  amount: number;
  /** NOTPAY, SUCCESS, FAIL, CLOSED, REFUND */
  trade_state: string;
  trade_no: string;
  refund_amount: number;
  pay_time: number | null;
}

/** share_state: 1 waiting for the refund window to pass, 2 settled into wallets, 3 reversed by a refund. */
export interface OrderShareTable extends CreatedRow {
  gmt_modified: number;
  order_id: number;
  paid: number;
  lecturer_user_id: number;
  lecturer_amount: number;
  referrer_user_id: number;
  referral_amount: number;
  platform_amount: number;
  settle_after: number;
  share_state: number;
}

/** A lecturer's or referrer's money; row_hmac covers the figures and the last ledger entry. */
export interface WalletTable extends CreatedRow {
  gmt_modified: number;
  user_id: number;
  total_income: number;
  available: number;
  frozen: number;
  paid_out: number;
  last_entry_hmac: string;
  row_hmac: string;
  bank_name: string;
  card_no: string;
  account_name: string;
}

/** Append-only; each entry's hmac covers its figures and the previous entry's hmac. */
export interface WalletLedgerTable extends CreatedRow {
  user_id: number;
  /** LedgerEntry: 1 income, 2 income reversed, 3 withdrawal requested, 4 withdrawal paid, 5 withdrawal rejected */
  entry_type: number;
  amount: number;
  available_after: number;
  frozen_after: number;
  /** The order share or withdrawal the entry is about. */
  ref_id: number;
  prev_hmac: string;
  hmac: string;
}

/** withdrawal_state: 1 waiting, 2 paid, 3 rejected. Bank details are a snapshot taken when requested. */
export interface WithdrawalTable extends BusinessRow {
  user_id: number;
  amount: number;
  bank_name: string;
  card_no: string;
  account_name: string;
  withdrawal_state: number;
  reference: string;
  reason: string;
  operator_id: number;
  handled_time: number | null;
}

/** A lecturer's share in percent, set by the operator (default 70). */
export interface LecturerProportionTable extends BusinessRow {
  user_id: number;
  proportion: number;
}

export interface OrderSettingTable extends CreatedRow {
  gmt_modified: number;
  /** Referral commission in percent of the paid amount (default 10). */
  referral_rate: number;
}

export interface OrderTables {
  order_info: OrderInfoTable;
  order_payment: OrderPaymentTable;
  order_sale: OrderSaleTable;
  sandbox_trade: SandboxTradeTable;
  order_share: OrderShareTable;
  wallet: WalletTable;
  wallet_ledger: WalletLedgerTable;
  withdrawal: WithdrawalTable;
  lecturer_proportion: LecturerProportionTable;
  order_setting: OrderSettingTable;
}
