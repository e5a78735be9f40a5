import { epochOfDateTime, PRODUCT_TYPE_NAMES, type SaleItem } from '@school/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Picture } from '~/components/picture';
import { formatClock } from '~/lib/clock';
import { formatYuan } from '~/lib/money';
import { productHref } from '../pay/api';

const DAY_SECONDS = 86_400;

/** '2天 03:12:45' or '03:12:45' left; the first render (server and hydration) shows the end time instead. */
function SaleCountdown({ endTime }: { endTime: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (now === null) return <span className="sale-card__time">{endTime.slice(5, 16)} 结束</span>;
  const left = Math.floor((epochOfDateTime(endTime) - now) / 1000);
  if (left <= 0) return <span className="sale-card__time">已结束</span>;
  const days = Math.floor(left / DAY_SECONDS);
  const clock = formatClock(left % DAY_SECONDS).padStart(8, '00:');
  return (
    <span className="sale-card__time">
      仅剩 {days > 0 ? `${days}天 ` : ''}
      {clock}
    </span>
  );
}

/** A product on sale: cover, name, sale price over the struck list price, the time left. */
export function SaleCard({ item }: { item: SaleItem }) {
  const kind = PRODUCT_TYPE_NAMES[item.productType] ?? '商品';
  const off = Math.round((1 - item.salePrice / item.listPrice) * 100);
  return (
    <article className="course-card sale-card">
      <Link to={productHref(item.productType, item.productId)} className="course-card__link">
        <div className="course-card__cover">
          {item.productImg ? (
            <Picture src={item.productImg} sizes="285px" alt="" loading="lazy" />
          ) : (
            <span className="sale-card__kind-cover">{kind}</span>
          )}
          {off > 0 ? <span className="sale-card__off">省 {off}%</span> : null}
        </div>
        <div className="course-card__body">
          <h3 className="course-card__name" title={item.productName}>
            {item.productName}
          </h3>
          <div className="course-card__foot">
            <span className="course-price">
              <strong>{formatYuan(item.salePrice)}</strong>
              <del>{formatYuan(item.listPrice)}</del>
            </span>
            <SaleCountdown endTime={item.endTime} />
          </div>
        </div>
      </Link>
    </article>
  );
}
