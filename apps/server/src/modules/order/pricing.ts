/**
 * What a buyer pays, in fen (issue 13): a sale replaces the list price while it runs; a member pays the
 * lower of the VIP price and that. A free product costs 0.
 */
export interface ProductPrices {
  listPrice: number;
  /** What a member pays without a sale; 0 = free for members. */
  vipPrice: number;
  /** The running sale's price, if any. */
  salePrice: number | null;
}

export function priceFor(prices: ProductPrices, isVip: boolean): number {
  const price = prices.salePrice ?? prices.listPrice;
  return isVip ? Math.min(price, prices.vipPrice) : price;
}

export { DEFAULT_LECTURER_PERCENT, DEFAULT_REFERRAL_PERCENT } from '@school/contracts';

export interface Shares {
  lecturer: number;
  referral: number;
  platform: number;
}

/**
 * How a paid amount is split: the lecturer's floor(paid × proportion); the referrer's floor(paid × rate)
 * out of what is left; the platform keeps the rest, so the three always add up to what was paid.
 */
export function splitShares(paid: number, lecturerPercent: number | null, referralPercent: number | null): Shares {
  const lecturer = lecturerPercent === null ? 0 : Math.floor((paid * lecturerPercent) / 100);
  const referral = referralPercent === null ? 0 : Math.min(Math.floor((paid * referralPercent) / 100), paid - lecturer);
  return { lecturer, referral, platform: paid - lecturer - referral };
}
