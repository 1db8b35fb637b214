// The first page: today's counts the server offers (staffDashboard) and a small chart of them.
// The chart library (chart.js) is a chunk of its own, loaded after the counts are shown.
import { lazy, Suspense } from 'react';
import { staffDashboard } from '@src/api/contract/staff-audit';
import { useStaffResource } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { Failure } from '../components/failure';

const DashboardChart = lazy(() => import('../components/dashboard-chart'));

export default function DashboardPage() {
  const t = useStaffT();
  const { data, loading, failure } = useStaffResource(staffDashboard, {});
  if (loading) return <p className="adm-muted">{t('app.loading')}</p>;
  if (!data) return <Failure failure={failure} />;
  const cards: [string, string | number][] = [
    [t('dashboard.playsToday'), data.playsToday],
    [t('dashboard.newMembersToday'), data.newMembersToday],
    [t('dashboard.vipOrdersToday'), data.vipOrdersToday],
    [t('dashboard.revenueRmbToday'), `¥${data.revenueRmbToday.toFixed(2)}`],
    [t('dashboard.openCases'), data.openCases],
    [t('dashboard.refundsAwaitingApproval'), data.refundsAwaitingApproval],
    [
      t('dashboard.transcodes'),
      `${t('dashboard.waiting')} ${data.transcodes.waiting} · ${t('dashboard.running')} ${data.transcodes.running} · ${t('dashboard.failed')} ${data.transcodes.failed}`,
    ],
  ];
  return (
    <>
      <p className="adm-muted">{t('dashboard.day', { day: data.day })}</p>
      <div className="adm-cards">
        {cards.map(([label, value]) => (
          <div className="adm-card" key={label}>
            <span>{label}</span>
            <strong>{value}</strong>
          </div>
        ))}
      </div>
      {data.revenueToday.length > 0 && (
        <p className="adm-muted">
          {t('dashboard.revenueBy')}: {data.revenueToday.map((r) => `${r.priceSymbol}${r.amount}`).join(' · ')}
        </p>
      )}
      <Suspense fallback={null}>
        <DashboardChart
          title={t('dashboard.chartTitle')}
          bars={[
            [t('dashboard.playsToday'), data.playsToday],
            [t('dashboard.newMembersToday'), data.newMembersToday],
            [t('dashboard.vipOrdersToday'), data.vipOrdersToday],
            [t('dashboard.openCases'), data.openCases],
            [t('dashboard.transcodes'), data.transcodes.waiting + data.transcodes.running],
          ]}
        />
      </Suspense>
    </>
  );
}
