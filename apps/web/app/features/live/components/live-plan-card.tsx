import { LiveStatus, type LivePlan } from '@school/contracts';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { Picture } from '~/components/picture';
import { countdownText, LIVE_STATUS_WORDS, timeRange, wireTimeMs } from '../live-times';

const STATUS_COLORS: Readonly<Record<number, string>> = {
  [LiveStatus.notStarted]: 'blue',
  [LiveStatus.live]: 'red',
  [LiveStatus.ended]: 'default',
  [LiveStatus.replay]: 'green',
};

export function LiveStatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLORS[status]}>{LIVE_STATUS_WORDS[status] ?? '未开始'}</Tag>;
}

/** The room of a lesson, or the course page for a lesson that has not started. */
export const lessonHref = (plan: Pick<LivePlan, 'courseId' | 'periodId'>) =>
  `/live/detail/${plan.courseId}?periodId=${plan.periodId}`;

/**
 * One lesson of the schedule: cover, course and lesson, time, and what it is now (live with its
 * viewers, the countdown to its start, or its replay). `now` is undefined until the page is in the browser.
 */
export function LivePlanCard({ plan, now, showDay }: { plan: LivePlan; now: number | undefined; showDay?: boolean }) {
  const msLeft = now === undefined ? 0 : wireTimeMs(plan.startTime) - now;
  return (
    <Link to={lessonHref(plan)} className="live-card">
      <div className="live-card__cover">
        {plan.courseLogo ? <Picture src={plan.courseLogo} sizes="(max-width: 600px) 100vw, 280px" alt="" /> : null}
        <span className="live-card__badge">
          <LiveStatusTag status={plan.liveStatus} />
        </span>
      </div>
      <div className="live-card__text">
        <h3 className="live-card__lesson">{plan.periodName}</h3>
        <p className="live-card__course">{plan.courseName}</p>
        <p className="live-card__time">
          {showDay ? `${plan.startTime.slice(5, 10)} ` : ''}
          {timeRange(plan)}
        </p>
        <p className="live-card__state">
          {plan.liveStatus === LiveStatus.live
            ? `${plan.viewers} 人在看`
            : plan.liveStatus === LiveStatus.replay
              ? '观看回放'
              : plan.liveStatus === LiveStatus.notStarted && msLeft > 0
                ? `距开始 ${countdownText(msLeft)}`
                : plan.liveStatus === LiveStatus.notStarted
                  ? '即将开始'
                  : '直播已结束'}
        </p>
      </div>
    </Link>
  );
}
