import { Carousel } from 'antd';
import type { BannerItem } from '@school/contracts';
import { SiteLink } from '~/components/site-link';
import { HOME_CAROUSEL_BANNER_CODE } from '~/lib/constants';
import { navHref } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

const NO_ITEMS: BannerItem[] = [];

/** The home carousel: the items of banner index_banner, each linking where the operator set. */
export function HomeBannerCarousel() {
  const items = useSchoolStore((state) => state.sysBannerDTOList[HOME_CAROUSEL_BANNER_CODE]?.data ?? NO_ITEMS);
  if (items.length === 0) return null;
  return (
    <section className="home-banner" aria-label="轮播图">
      <Carousel autoplay autoplaySpeed={5000} dots={items.length > 1}>
        {items.map((item, index) => (
          <div key={`${item.img}-${index}`}>
            <SiteLink href={item.url ? navHref(item.url) : '/'} target={item.target} className="home-banner__item">
              <img src={item.img} alt={item.title} />
            </SiteLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
