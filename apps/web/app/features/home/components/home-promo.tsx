import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { SiteLink } from '~/components/site-link';
import { HOME_PROMO_BANNER_CODE } from '~/lib/constants';
import { closePromo, isPromoClosed, readPromoClosedAt } from '~/lib/home-promo';
import { navHref } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

/** The home page's promo strip (banner code index_promo). Closed, it stays away for 120000 ms. */
export function HomePromo() {
  const promo = useSchoolStore((state) => state.sysBannerDTOList[HOME_PROMO_BANNER_CODE]?.data[0]);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (isPromoClosed(readPromoClosedAt(window.localStorage), Date.now())) setVisible(false);
  }, []);

  if (!promo || !visible) return null;
  const close = () => {
    closePromo(window.localStorage, Date.now());
    setVisible(false);
  };
  return (
    <aside className="home-promo" aria-label="推广活动">
      <SiteLink href={navHref(promo.url || '/')} target={promo.target} className="home-promo__link">
        <img src={promo.img} alt={promo.title} />
      </SiteLink>
      <button type="button" className="home-promo__close" aria-label="关闭推广" onClick={close}>
        <CloseOutlined />
      </button>
    </aside>
  );
}
