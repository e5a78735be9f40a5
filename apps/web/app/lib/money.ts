/** Prices on the wire are yuan with at most two decimals: ¥299, ¥29.90. */
export function formatYuan(yuan: number): string {
  return Number.isInteger(yuan) ? `¥${yuan}` : `¥${yuan.toFixed(2)}`;
}

/** Learner counts: 11000 → 1.1万. */
export function formatCount(count: number): string {
  if (count < 10000) return String(count);
  const wan = Math.round(count / 1000) / 10;
  return `${wan}万`;
}
