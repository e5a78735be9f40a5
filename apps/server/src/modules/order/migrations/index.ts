import type { Migration } from 'kysely';
import * as ordersPayments from './0018-orders-payments.ts';

/** The order module's migrations, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0018-orders-payments': ordersPayments,
};
