import { HomeBannerCarousel } from '~/features/home/components/home-banner-carousel';
import { HomePromo } from '~/features/home/components/home-promo';
import {
  HomeCourseZonesSlot,
  HomeInfoSlot,
  HomeLecturersSlot,
  HomeLivePlanSlot,
} from '~/features/home/components/home-slots';
import { rootDataOf, siteMeta } from '~/lib/page-meta';

/** The home page keeps the site's own title. */
export function meta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  return siteMeta(undefined, rootDataOf(matches));
}

export default function HomePage() {
  return (
    <div className="home-page">
      <HomePromo />
      <div className="page-width">
        <HomeBannerCarousel />
        <HomeCourseZonesSlot />
        <HomeLivePlanSlot />
        <HomeLecturersSlot />
        <HomeInfoSlot />
      </div>
    </div>
  );
}
