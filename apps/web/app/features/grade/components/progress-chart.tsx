import type { GradeCourseProgress } from '@school/contracts';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { EChart } from '~/components/echart';

/** A student's progress in each class course, as bars from 0 to 100 %. */
export function ProgressChart({ courses, name }: { courses: GradeCourseProgress[]; name: string }) {
  const option = useMemo(
    (): EChartsOption => ({
      tooltip: { trigger: 'axis', valueFormatter: (value) => `${String(value)}%` },
      grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: courses.map((course) => course.courseName),
        axisLabel: { width: 120, overflow: 'truncate' },
      },
      series: [
        {
          name: '学习进度',
          type: 'bar',
          data: courses.map((course) => course.progress),
          itemStyle: { color: '#0958d9' },
          label: { show: true, position: 'right', formatter: '{c}%' },
        },
      ],
    }),
    [courses],
  );
  // One bar row per course: the chart grows with the class's courses.
  return (
    <div style={{ height: 64 + 40 * courses.length }}>
      <EChart option={option} className="grade-progress-chart" label={`${name}的课程学习进度`} />
    </div>
  );
}
