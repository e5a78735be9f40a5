import { CheckOutlined } from '@ant-design/icons';
import type { VipSet } from '@school/contracts';
import { Button } from 'antd';
import { formatYuan } from '~/lib/money';

/** "30 天", "1 年" for whole years. */
export function durationText(days: number): string {
  if (days >= 365 && days % 365 === 0) return `${days / 365} 年`;
  return `${days} 天`;
}

/** The price per day a set works out at, e.g. "约 ¥0.82/天". */
export function perDayText(set: Pick<VipSet, 'setPrice' | 'durationDays'>): string {
  if (set.setPrice <= 0 || set.durationDays <= 0) return '';
  return `约 ¥${(set.setPrice / set.durationDays).toFixed(2)}/天`;
}

/** Benefits are stored one per line. */
export const benefitLines = (benefits: string) =>
  benefits
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A VIP set: name, price (with the original struck through), duration, benefits, and the buy button. */
export function VipSetCard({
  set,
  featured,
  isVip,
  onBuy,
}: {
  set: VipSet;
  featured: boolean;
  isVip: boolean;
  onBuy(set: VipSet): void;
}) {
  const perDay = perDayText(set);
  return (
    <article className={featured ? 'vip-set vip-set--featured' : 'vip-set'} aria-label={set.setName}>
      {featured ? <span className="vip-set__ribbon">超值推荐</span> : null}
      <h3 className="vip-set__name">{set.setName}</h3>
      <p className="vip-set__price">
        <strong>{formatYuan(set.setPrice)}</strong>
        {set.rulingPrice > set.setPrice ? <del>{formatYuan(set.rulingPrice)}</del> : null}
      </p>
      <p className="vip-set__duration">
        有效期 {durationText(set.durationDays)}
        {perDay ? <span> · {perDay}</span> : null}
      </p>
      <ul className="vip-set__benefits">
        {benefitLines(set.benefits).map((line) => (
          <li key={line}>
            <CheckOutlined /> {line}
          </li>
        ))}
      </ul>
      <Button className="vip-set__buy" type="primary" size="large" block onClick={() => onBuy(set)}>
        {isVip ? '立即续费' : '立即开通'}
      </Button>
    </article>
  );
}
