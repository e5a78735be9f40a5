import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceFor, splitShares } from './pricing.ts';

const fen = fc.integer({ min: 0, max: 100_000_000 });
const percent = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });

describe('pricing', () => {
  it('never charges more than the list price or the sale, and a member never more than a visitor', () => {
    fc.assert(
      fc.property(fen, fen, fc.option(fen, { nil: null }), (listPrice, vipPrice, salePrice) => {
        const prices = { listPrice, vipPrice, salePrice };
        const visitor = priceFor(prices, false);
        const member = priceFor(prices, true);
        expect(visitor).toBe(salePrice ?? listPrice);
        expect(member).toBeLessThanOrEqual(visitor);
        expect(member).toBeLessThanOrEqual(vipPrice);
        expect(Number.isInteger(member) && member >= 0).toBe(true);
      }),
    );
  });

  it('lets a member pay the lower of the VIP and sale prices', () => {
    expect(priceFor({ listPrice: 5000, vipPrice: 3000, salePrice: 2000 }, true)).toBe(2000);
    expect(priceFor({ listPrice: 5000, vipPrice: 0, salePrice: 2000 }, true)).toBe(0);
    expect(priceFor({ listPrice: 5000, vipPrice: 3000, salePrice: null }, true)).toBe(3000);
    expect(priceFor({ listPrice: 5000, vipPrice: 3000, salePrice: 4000 }, false)).toBe(4000);
  });
});

describe('shares', () => {
  it('always add up to what was paid, in whole fen, none negative', () => {
    fc.assert(
      fc.property(fen, percent, percent, (paid, lecturerPercent, referralPercent) => {
        const shares = splitShares(paid, lecturerPercent, referralPercent);
        expect(shares.lecturer + shares.referral + shares.platform).toBe(paid);
        for (const part of Object.values(shares)) expect(Number.isInteger(part) && part >= 0).toBe(true);
        expect(shares.lecturer).toBe(lecturerPercent === null ? 0 : Math.floor((paid * lecturerPercent) / 100));
        if (referralPercent === null) expect(shares.referral).toBe(0);
      }),
    );
  });

  it('rounds the lecturer and referrer down and leaves the remainder to the platform', () => {
    expect(splitShares(999, 70, 10)).toEqual({ lecturer: 699, referral: 99, platform: 201 });
    expect(splitShares(1000, 100, 10)).toEqual({ lecturer: 1000, referral: 0, platform: 0 });
    expect(splitShares(1000, null, null)).toEqual({ lecturer: 0, referral: 0, platform: 1000 });
  });
});
