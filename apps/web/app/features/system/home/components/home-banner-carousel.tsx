import { useEffect, useRef, useState } from 'react';
import type { BannerItem } from '@school/contracts';
import { ClientOnly } from '~/components/client-only';
import { Picture } from '~/components/picture';
import { SiteLink } from '~/components/site-link';
import { HOME_CAROUSEL_BANNER_CODE } from '~/lib/constants';
import { navHref } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

const NO_ITEMS: BannerItem[] = [];
const SLIDE_MS = 5000;
/** How far a finger moves sideways before the carousel turns a slide. */
const SWIPE_PX = 40;

/**
 * The home carousel: the items of banner index_banner, each linking where the operator set. The slides
 * lie on each other and fade (home.css), every 5 s unless a pointer rests on them; a dot or a swipe turns
 * them. The slides not on screen are hidden from screen readers and leave the tab order. Drawn by the
 * page itself rather than antd's carousel, whose slider was most of the home page's script (decision 0079).
 * Only the first slide's picture is in the server's page: the others are asked for once the page is
 * interactive, so on a phone's slow line they do not share it with the page's scripts (decision 0094).
 */
export function HomeBannerCarousel() {
  const items = useSchoolStore((state) => state.sysBannerDTOList[HOME_CAROUSEL_BANNER_CODE]?.data ?? NO_ITEMS);
  const [chosen, setChosen] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const count = items.length;
  const current = chosen < count ? chosen : 0;

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = window.setTimeout(() => setChosen((current + 1) % count), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [count, current, paused]);

  if (count === 0) return null;
  return (
    <section
      className="home-banner"
      aria-label="轮播图"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const startX = touchStartX.current;
        const endX = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (startX === null || endX === undefined || count < 2 || Math.abs(endX - startX) < SWIPE_PX) return;
        setChosen((current + (endX < startX ? 1 : count - 1)) % count);
      }}
    >
      <div className="home-banner__slides">
        {items.map((item, index) => (
          <div
            key={`${item.img}-${index}`}
            className={index === current ? 'home-banner__slide home-banner__slide--current' : 'home-banner__slide'}
          >
            <SiteLink
              href={item.url ? navHref(item.url) : '/'}
              target={item.target}
              className="home-banner__item"
              duplicate={index !== current}
            >
              {index === 0 ? (
                <Picture src={item.img} sizes="1200px" alt={item.title} fetchPriority="high" />
              ) : (
                <ClientOnly fallback={null}>
                  <Picture src={item.img} sizes="1200px" alt={item.title} fetchPriority="low" />
                </ClientOnly>
              )}
            </SiteLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="home-banner__dots">
          {items.map((item, index) => (
            <button
              key={`${item.img}-${index}`}
              type="button"
              className={index === current ? 'home-banner__dot home-banner__dot--current' : 'home-banner__dot'}
              aria-label={`第 ${index + 1} 张：${item.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setChosen(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
