import type { DailyStudy } from '@school/contracts';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { EChart } from '~/components/echart';

/** Minutes watched and learners per day. */
export function DailyStudyChart({ days }: { days: DailyStudy[] }) {
  const option = useMemo(
    (): EChartsOption => ({
      tooltip: { trigger: 'axis' },
      legend: { data: ['观看分钟', '学员数'], top: 0 },
      grid: { left: 48, right: 48, top: 56, bottom: 32 },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: [
        { type: 'value', name: '分钟', minInterval: 1 },
        { type: 'value', name: '人', minInterval: 1 },
      ],
      series: [
        {
          name: '观看分钟',
          type: 'bar',
          data: days.map((day) => Math.round(day.studySeconds / 6) / 10),
          itemStyle: { color: '#0958d9' },
        },
        {
          name: '学员数',
          type: 'line',
          yAxisIndex: 1,
          data: days.map((day) => day.learnerCount),
          itemStyle: { color: '#237804' },
        },
      ],
    }),
    [days],
  );
  return <EChart option={option} className="daily-study-chart" label="每天的观看时长和学员数" />;
}
