/** Money is stored as integer fen and travels as yuan with two decimals. */
export const fenToYuan = (fen: number): number => Math.round(fen) / 100;
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
