import type { EChartsOption } from 'echarts';
import { useEffect, useRef } from 'react';

/**
 * One ECharts chart. ECharts is loaded in the browser when the chart first shows, never with the
 * page; the chart follows the window's width and is disposed with the component.
 */
export function EChart({ option, className, label }: { option: EChartsOption; className: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let dispose = () => {};
    void import('echarts').then((echarts) => {
      if (disposed) return;
      const chart = echarts.init(element);
      chart.setOption(option);
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
  }, [option]);
  return <div ref={box} className={className} role="img" aria-label={label} />;
}
