// Today's counts as bars (chart.js 4, registered piecemeal so only the bar chart's parts load).
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Title, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Title, Tooltip);

export default function DashboardChart({ title, bars }: { title: string; bars: readonly [string, number][] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify(bars);
  useEffect(() => {
    if (!canvas.current) return;
    const data = JSON.parse(key) as [string, number][];
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: data.map((b) => b[0]), datasets: [{ label: title, data: data.map((b) => b[1]), backgroundColor: '#ff6a3d' }] },
      options: { responsive: true, maintainAspectRatio: false, animation: false, plugins: { title: { display: true, text: title } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    });
    return () => chart.destroy();
  }, [key, title]);
  return (
    <div className="adm-chart">
      <canvas ref={canvas} role="img" aria-label={title} data-testid="dashboard-chart" />
    </div>
  );
}
