import { Carousel } from 'antd';
import { useState } from 'react';
import type { BannerItem } from '@school/contracts';
import { Picture } from '~/components/picture';
import { SiteLink } from '~/components/site-link';
import { HOME_CAROUSEL_BANNER_CODE } from '~/lib/constants';
import { navHref } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

const NO_ITEMS: BannerItem[] = [];

/**
 * The home carousel: the items of banner index_banner, each linking where the operator set. The
 * slides fade rather than slide, so the carousel keeps no hidden copies of them; the slides not on
 * screen are hidden from screen readers by the carousel, so their links leave the tab order too.
 */
export function HomeBannerCarousel() {
  const items = useSchoolStore((state) => state.sysBannerDTOList[HOME_CAROUSEL_BANNER_CODE]?.data ?? NO_ITEMS);
  const [current, setCurrent] = useState(0);
  if (items.length === 0) return null;
  return (
    <section className="home-banner" aria-label="轮播图">
      <Carousel
        autoplay
        autoplaySpeed={5000}
        effect="fade"
        dots={items.length > 1}
        beforeChange={(_from, to) => setCurrent(to)}
      >
        {items.map((item, index) => (
          <div key={`${item.img}-${index}`}>
            <SiteLink
              href={item.url ? navHref(item.url) : '/'}
              target={item.target}
              className="home-banner__item"
              duplicate={index !== current}
            >
              <Picture src={item.img} sizes="1200px" alt={item.title} fetchPriority={index === 0 ? 'high' : 'low'} />
            </SiteLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
