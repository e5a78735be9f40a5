import { badRequest } from './errors.ts';

/** Money is stored as integer fen and travels as yuan with two decimals. */
export const fenToYuan = (fen: number): number => Math.round(fen) / 100;
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);

/** Yuan from a form to fen, refusing more than two decimals (the contract already bounds the range). */
export function priceToFen(yuan: number, field: string): number {
  const fen = Math.round(yuan * 100);
  if (!Number.isFinite(yuan) || Math.abs(yuan * 100 - fen) > 1e-6) {
    throw badRequest(`参数错误：${field} 最多两位小数`);
  }
  return fen;
}
