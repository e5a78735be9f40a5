import { CloseOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { Picture } from '~/components/picture';
import { SiteLink } from '~/components/site-link';
import { HOME_PROMO_BANNER_CODE } from '~/lib/constants';
import { closePromo, isPromoClosed, readPromoClosedAt, subscribePromoClosed } from '~/lib/home-promo';
import { navHref } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

const readClosedNow = () => isPromoClosed(readPromoClosedAt(window.localStorage), Date.now());

/** The home page's promo strip (banner code index_promo). Closed, it stays away for 120000 ms. */
export function HomePromo() {
  const promo = useSchoolStore((state) => state.sysBannerDTOList[HOME_PROMO_BANNER_CODE]?.data[0]);
  // The server cannot see localStorage: it renders the promo, the browser then hides it if closed.
  const closed = useSyncExternalStore(subscribePromoClosed, readClosedNow, () => false);

  if (!promo || closed) return null;
  const close = () => closePromo(window.localStorage, Date.now());
  return (
    <aside className="home-promo" aria-label="推广活动">
      <SiteLink href={navHref(promo.url || '/')} target={promo.target} className="home-promo__link">
        <Picture src={promo.img} sizes="1200px" alt={promo.title} />
      </SiteLink>
      <button type="button" className="home-promo__close" aria-label="关闭推广" onClick={close}>
        <CloseOutlined />
      </button>
    </aside>
  );
}
