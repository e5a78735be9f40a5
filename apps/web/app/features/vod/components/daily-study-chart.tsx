import type { DailyStudy } from '@school/contracts';
import { useEffect, useRef } from 'react';

/**
 * Minutes watched and learners per day, drawn with ECharts. ECharts is loaded in the browser when
 * the chart first shows, never with the page.
 */
export function DailyStudyChart({ days }: { days: DailyStudy[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let dispose = () => {};
    void import('echarts').then((echarts) => {
      if (disposed) return;
      const chart = echarts.init(element);
      chart.setOption({
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
      });
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [days]);
  return <div ref={box} className="daily-study-chart" role="img" aria-label="每天的观看时长和学员数" />;
}
