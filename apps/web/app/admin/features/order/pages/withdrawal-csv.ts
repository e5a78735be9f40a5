import type { AdminWithdrawal } from '@school/contracts';

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The waiting withdrawals as a CSV for the bank's batch transfer: one row per payee. The card number
 * is written as text (a leading tab keeps spreadsheets from turning 19 digits into 6.22E+18).
 */
export function withdrawalCsv(rows: AdminWithdrawal[]): string {
  const header = ['申请编号', '开户人', '开户银行', '银行卡号', '金额（元）', '手机号', '申请时间'];
  const lines = rows.map((row) =>
    [row.id, row.accountName, row.bankName, `\t${row.cardNo}`, row.amount.toFixed(2), row.mobile, row.gmtCreate]
      .map(cell)
      .join(','),
  );
  // A byte-order mark so that spreadsheet software reads the Chinese as UTF-8.
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
