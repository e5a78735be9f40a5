import { type ColumnDefinitionBuilder } from 'kysely';
import {
  type AnyDb,
  businessColumnsCreatedFirst,
  createdColumns,
  createIndexes,
  dropTables,
  modifiedColumns,
} from '../../../db/migrations/columns.ts';

/**
 * Orders and payments (decision 0037): the payment deadline and lecturer on the order, one row per
 * payment attempt (serial number), operator sales, the sandbox gateway's own trades, the shares of each
 * paid order, wallets with their HMAC-chained ledger, withdrawals, lecturer proportions and the school's
 * referral rate. Money is integer fen.
 */

const money = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('order_info')
    .addColumn('expire_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_info')
    .addColumn('lecturer_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'order_info', [
    ['order_info_user_idx', ['site_id', 'user_id', 'order_status', 'id']],
    ['order_info_waiting_idx', ['order_status', 'expire_time']],
  ]);

  await businessColumnsCreatedFirst(db.schema.createTable('order_payment'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('serial_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', money)
    .addColumn('pay_state', 'integer', (c) => c.notNull())
    .addColumn('pay_message', 'varchar(500)', (c) => c.notNull())
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('notify_time', 'bigint')
    .addColumn('needs_refund', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('order_payment_serial_unique', ['serial_number'])
    .execute();
  await createIndexes(db, 'order_payment', [['order_payment_order_idx', ['site_id', 'order_id']]]);

  await businessColumnsCreatedFirst(db.schema.createTable('order_sale'))
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('sale_price', 'bigint', money)
    .addColumn('begin_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'order_sale', [
    ['order_sale_product_idx', ['site_id', 'product_type', 'product_id', 'end_time']],
  ]);

  await modifiedColumns(db.schema.createTable('sandbox_trade'))
    .addColumn('serial_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount', 'bigint', money)
    .addColumn('trade_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('refund_amount', 'bigint', money)
    .addColumn('pay_time', 'bigint')
    .addUniqueConstraint('sandbox_trade_serial_unique', ['serial_number'])
    .execute();

  await modifiedColumns(db.schema.createTable('order_share'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'bigint', money)
    .addColumn('lecturer_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lecturer_amount', 'bigint', money)
    .addColumn('referrer_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('referral_amount', 'bigint', money)
    .addColumn('platform_amount', 'bigint', money)
    .addColumn('settle_after', 'bigint', (c) => c.notNull())
    .addColumn('share_state', 'integer', (c) => c.notNull())
    .addUniqueConstraint('order_share_order_unique', ['order_id'])
    .execute();
  await createIndexes(db, 'order_share', [['order_share_due_idx', ['share_state', 'settle_after']]]);

  await modifiedColumns(db.schema.createTable('wallet'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('total_income', 'bigint', money)
    .addColumn('available', 'bigint', money)
    .addColumn('frozen', 'bigint', money)
    .addColumn('paid_out', 'bigint', money)
    .addColumn('last_entry_hmac', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('row_hmac', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('card_no', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('wallet_user_unique', ['site_id', 'user_id'])
    .execute();

  await createdColumns(db.schema.createTable('wallet_ledger'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('entry_type', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('available_after', 'bigint', (c) => c.notNull())
    .addColumn('frozen_after', 'bigint', (c) => c.notNull())
    .addColumn('ref_id', 'bigint', (c) => c.notNull())
    .addColumn('prev_hmac', 'varchar(64)', (c) => c.notNull())
    .addColumn('hmac', 'varchar(64)', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'wallet_ledger', [['wallet_ledger_user_idx', ['site_id', 'user_id', 'id']]]);

  await businessColumnsCreatedFirst(db.schema.createTable('withdrawal'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', money)
    .addColumn('bank_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('card_no', 'varchar(30)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('withdrawal_state', 'integer', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('handled_time', 'bigint')
    .execute();
  await createIndexes(db, 'withdrawal', [['withdrawal_user_idx', ['site_id', 'user_id', 'withdrawal_state']]]);

  await businessColumnsCreatedFirst(db.schema.createTable('lecturer_proportion'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('proportion', 'integer', (c) => c.notNull())
    .addUniqueConstraint('lecturer_proportion_user_unique', ['site_id', 'user_id'])
    .execute();

  await modifiedColumns(db.schema.createTable('order_setting'))
    .addColumn('referral_rate', 'integer', (c) => c.notNull())
    .addUniqueConstraint('order_setting_site_unique', ['site_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
    'order_setting',
    'lecturer_proportion',
    'withdrawal',
    'wallet_ledger',
    'wallet',
    'order_share',
    'sandbox_trade',
    'order_sale',
    'order_payment',
  ]);
  await db.schema.dropIndex('order_info_waiting_idx').execute();
  await db.schema.dropIndex('order_info_user_idx').execute();
  await db.schema.alterTable('order_info').dropColumn('lecturer_user_id').execute();
  await db.schema.alterTable('order_info').dropColumn('expire_time').execute();
}
