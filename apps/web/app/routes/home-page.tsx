import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CategoryMenu } from '~/components/category-menu';
import { KeptHtml } from '~/components/kept-html';
import { LecturerCards } from '~/features/course/components/lecturer-cards';
import { ZoneSection } from '~/features/course/components/zone-section';
import { loadHomeCourses } from '~/features/course/home-courses';
import { AdvLocation, loadAdverts } from '~/features/content/api/list-adv';
import { AdvSlot } from '~/features/content/components/adv-slot';
import { HomeBannerCarousel } from '~/features/system/home/components/home-banner-carousel';
import { HomePromo } from '~/features/system/home/components/home-promo';
import { HomeBlogSlot, HomeInfoSlot, loadHomePosts } from '~/features/community/components/home-sections';
import { HomeExamSlot, HomeLivePlanSlot } from '~/features/system/home/components/home-slots';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import '~/features/system/home/home.css';

/** The home sections: zones with their courses, recommended lecturers, adverts, posts. Each may fail alone. */
export async function loader(args: LoaderFunctionArgs) {
  const [courses, adverts, posts] = await Promise.all([loadHomeCourses(args), loadAdverts(args), loadHomePosts(args)]);
  return { ...courses, adverts, posts };
}

/** The home page keeps the site's own title. */
export function meta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  return siteMeta(undefined, rootDataOf(matches));
}

export default function HomePage() {
  const { zones, lecturers, adverts, posts } = useLoaderData<typeof loader>();
  const categories = useRouteLoaderData<SiteBootstrap | undefined>('root')?.courseCategories ?? [];
  const [firstZone, ...otherZones] = zones;
  return (
    <div className="home-page">
      <HomePromo />
      <div className="page-width">
        <div className={categories.length > 0 ? 'home-hero' : 'home-hero home-hero--wide'}>
          {categories.length > 0 ? (
            <KeptHtml
              tag="nav"
              className="home-hero__categories"
              label="课程分类导航"
              keyOf={() => JSON.stringify(categories)}
            >
              <CategoryMenu categories={categories} variant="panel" />
            </KeptHtml>
          ) : null}
          <div className="home-hero__carousel">
            <HomeBannerCarousel />
          </div>
        </div>
        {firstZone ? <ZoneSection zone={firstZone} /> : null}
        <AdvSlot adverts={adverts} location={AdvLocation.indexMiddle} sizes="1200px" className="home-adv-strip" />
        {otherZones.map((zone) => (
          <ZoneSection key={zone.id} zone={zone} />
        ))}
        <HomeLivePlanSlot />
        <HomeExamSlot />
        {lecturers.length > 0 ? (
          <section className="home-section home-lecturers" aria-labelledby="home-lecturers-title">
            <header className="home-section__head">
              <h2 id="home-lecturers-title" className="home-section__title">
                名师推荐
              </h2>
              <p className="home-section__desc">一线名师授课，带您高效提分</p>
            </header>
            <div className="home-lecturers__body">
              <LecturerCards lecturers={lecturers} />
              <AdvSlot
                adverts={adverts}
                location={AdvLocation.indexSide}
                sizes="280px"
                className="home-lecturers__adv"
              />
            </div>
          </section>
        ) : null}
        <HomeBlogSlot posts={posts.blogs} />
        <HomeInfoSlot posts={posts.infos} />
      </div>
    </div>
  );
}
