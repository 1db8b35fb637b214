// /activityRules on TV: the activity's sanitized rules in a text pane (300 px per arrow) and, when
// opened from a bargain's shared link (?bargainKey=), the bargain friends cut above them.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { TextPane } from '@focus/text-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useActivityRules, useBargainHelp } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { BargainHelpPanel } from './bargain-help-panel';
import './vip.css';

export default function ActivityRulesPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const res = useActivityRules();
  const bargain = useBargainHelp(useLocation().search);
  usePageReady(res.status !== 'loading' && bargain?.status !== 'loading');
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{res.data?.activity.title || t('routes.activityRules')}</div>
      {bargain ? <BargainHelpPanel h={bargain} /> : null}
      <LoadingWrapper status={res.status} onRefresh={res.reload}>
        <FocusSection focusKey="rules/body">
          <TextPane focusKey="rules/text" className="tv-vip-rules" html={res.data?.html ?? ''} />
          <FocusButton id="back" label={t('payment.backToVip')} onPress={() => navigate(href('Vip'))} />
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}
