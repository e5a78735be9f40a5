import { liveContracts, type LivePlan } from '@school/contracts';
import { useEffect, type ReactNode } from 'react';
import { Link, useLoaderData, useRevalidator, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { EmptyState } from '~/components/empty-state';
import { asNodes } from '~/lib/category-tree';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { isValidId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import type { SiteBootstrap } from '~/lib/site-bootstrap';
import { LivePlanCard } from '../components/live-plan-card';
import { useNow } from '../components/use-now';
import { addDays, dayLabel, scheduleSections, siteDay } from '../live-times';
import '../live.css';

/** Days the day strip offers, today first. */
const DAYS_SHOWN = 7;
/** The schedule's counts and states are read again this often while the page is open. */
const REFRESH_MS = 30_000;

/**
 * /live[?day=yyyy-MM-dd][&categoryId=N]: the public schedule, read on the server like the catalogue.
 * Without a day: lessons live now, the next seven days' lessons by day, and the past week's replays;
 * with one: that day's lessons.
 */
export async function loadLiveSchedule({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const today = siteDay(Date.now());
  const day = url.searchParams.get('day') ?? undefined;
  const categoryId = url.searchParams.get('categoryId') ?? undefined;
  const days = Array.from({ length: DAYS_SHOWN }, (_, offset) => addDays(today, offset));
  if (day !== undefined && !days.includes(day)) notFound('这一天没有直播安排');
  if (categoryId !== undefined && !isValidId(categoryId)) notFound('课程分类不存在或已停用');
  const api = createServerApi(context, request);
  const [upcoming, past] = await Promise.all([
    orNotFound(api.call(liveContracts.listLivePlans, { day, categoryId })),
    day ? Promise.resolve([]) : orNotFound(api.call(liveContracts.listLivePlans, { past: 1, categoryId })),
  ]);
  return { today, days, day, categoryId, upcoming, past };
}

export function liveScheduleMeta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }) {
  return siteMeta('公开直播', rootDataOf(matches));
}

function scheduleHref(filters: { day?: string; categoryId?: string }) {
  const params = new URLSearchParams();
  if (filters.day) params.set('day', filters.day);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  const query = params.toString();
  return query ? `/live?${query}` : '/live';
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="live-filter__row">
      <span className="live-filter__label">{label}</span>
      <div className="live-filter__options">{children}</div>
    </div>
  );
}

function FilterLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={`live-filter__option${active ? ' live-filter__option--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

function PlanGrid({ plans, now, showDay }: { plans: LivePlan[]; now: number | undefined; showDay?: boolean }) {
  return (
    <div className="live-grid">
      {plans.map((plan) => (
        <LivePlanCard key={plan.periodId} plan={plan} now={now} showDay={showDay} />
      ))}
    </div>
  );
}

export function LiveSchedulePage() {
  const { today, days, day, categoryId, upcoming, past } = useLoaderData<typeof loadLiveSchedule>();
  const categories = asNodes(useRouteLoaderData<SiteBootstrap | undefined>('root')?.courseCategories ?? []);
  const now = useNow();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  const { live, days: byDay, replays } = scheduleSections(upcoming, past, today);
  const nothing = day ? upcoming.length === 0 : live.length + byDay.length + replays.length === 0;

  return (
    <div className="live-page page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'live', title: <Link to="/live">公开直播</Link> },
        ]}
      />
      <h1 className="live-page__title">公开直播</h1>
      <nav className="live-filter" aria-label="直播筛选">
        <FilterRow label="日期">
          <FilterLink to={scheduleHref({ categoryId })} active={!day}>
            近 7 天
          </FilterLink>
          {days.map((item) => (
            <FilterLink key={item} to={scheduleHref({ day: item, categoryId })} active={day === item}>
              {dayLabel(item, today)}
            </FilterLink>
          ))}
        </FilterRow>
        <FilterRow label="分类">
          <FilterLink to={scheduleHref({ day })} active={!categoryId}>
            全部
          </FilterLink>
          {categories.map((category) => (
            <FilterLink
              key={category.id}
              to={scheduleHref({ day, categoryId: category.id })}
              active={categoryId === category.id}
            >
              {category.categoryName}
            </FilterLink>
          ))}
        </FilterRow>
      </nav>

      {nothing ? (
        <EmptyState title={day ? `${dayLabel(day, today)}没有直播安排` : '近期没有直播安排'}>
          {day || categoryId ? <Link to="/live">查看全部直播</Link> : null}
        </EmptyState>
      ) : day ? (
        <section className="live-section" aria-labelledby="live-day">
          <h2 id="live-day" className="live-section__title">
            {dayLabel(day, today)}的直播
          </h2>
          <PlanGrid plans={upcoming} now={now} />
        </section>
      ) : (
        <>
          {live.length > 0 ? (
            <section className="live-section" aria-labelledby="live-now">
              <h2 id="live-now" className="live-section__title">
                <span className="live-section__dot" aria-hidden />
                正在直播
              </h2>
              <PlanGrid plans={live} now={now} />
            </section>
          ) : null}
          {byDay.map((group) => (
            <section key={group.day} className="live-section" aria-labelledby={`live-${group.day}`}>
              <h2 id={`live-${group.day}`} className="live-section__title">
                {group.label}
                <span className="live-section__date">{group.day.slice(5)}</span>
              </h2>
              <PlanGrid plans={group.plans} now={now} />
            </section>
          ))}
          {replays.length > 0 ? (
            <section className="live-section" aria-labelledby="live-replays">
              <h2 id="live-replays" className="live-section__title">
                精彩回放
              </h2>
              <PlanGrid plans={replays} now={now} showDay />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
