// /activityRules on TV: the activity's sanitized rules in a text pane (300 px per arrow).
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { TextPane } from '@focus/text-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useActivityRules } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './vip.css';

export default function ActivityRulesPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const res = useActivityRules();
  usePageReady(res.status !== 'loading');
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{res.data?.activity.title || t('routes.activityRules')}</div>
      <LoadingWrapper status={res.status} onRefresh={res.reload}>
        <FocusSection focusKey="rules/body">
          <TextPane focusKey="rules/text" className="tv-vip-rules" html={res.data?.html ?? ''} />
          <FocusButton id="back" label={t('payment.backToVip')} onPress={() => navigate(href('Vip'))} />
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}
