import type { DailyIncome } from '@school/contracts';
import { useEffect, useRef } from 'react';

/** My share of sales per day, drawn with ECharts (loaded in the browser when the chart first shows). */
export function IncomeChart({ days }: { days: DailyIncome[] }) {
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
        tooltip: { trigger: 'axis', valueFormatter: (value: number) => `¥${value.toFixed(2)}` },
        grid: { left: 56, right: 24, top: 24, bottom: 32 },
        xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
        yAxis: { type: 'value', name: '元' },
        series: [
          {
            name: '收入',
            type: 'line',
            areaStyle: { opacity: 0.15 },
            data: days.map((day) => day.amount),
            itemStyle: { color: '#0958d9' },
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
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  return (
    <div
      ref={box}
      className="income-chart"
      role="img"
      aria-label={`每天的收入，${days.length} 天合计 ${total.toFixed(2)} 元`}
    />
  );
}
