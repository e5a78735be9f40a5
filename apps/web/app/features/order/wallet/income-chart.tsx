import type { DailyIncome } from '@school/contracts';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { EChart } from '~/components/echart';

/** My share of sales per day. */
export function IncomeChart({ days }: { days: DailyIncome[] }) {
  const option = useMemo(
    (): EChartsOption => ({
      tooltip: { trigger: 'axis', valueFormatter: (value) => `¥${Number(value).toFixed(2)}` },
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
    }),
    [days],
  );
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  return (
    <EChart
      option={option}
      className="income-chart"
      label={`每天的收入，${days.length} 天合计 ${total.toFixed(2)} 元`}
    />
  );
}
