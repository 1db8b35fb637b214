// /activityRules on the phone: the activity's rules, sanitized (src/features/vip/activity-rules.ts),
// and, when opened from a bargain's shared link (?bargainKey=), the bargain friends cut above them.
import { useLocation } from 'react-router-dom';
import { useActivityRules, useBargainHelp } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { BargainHelpPanel } from './bargain-help-panel';
import '../payment/payment.css';

export default function ActivityRulesPage() {
  const t = useMt();
  const res = useActivityRules();
  const bargain = useBargainHelp(useLocation().search);
  return (
    <Page nav={{ title: res.data?.activity.title || t('routes.activityRules') }}>
      <ScrollArea>
        {bargain ? <BargainHelpPanel h={bargain} /> : null}
        <LoadingWrapper status={res.status} onRefresh={res.reload}>
          <div className="m-pay" data-testid="activity-rules" dangerouslySetInnerHTML={{ __html: res.data?.html ?? '' }} />
        </LoadingWrapper>
      </ScrollArea>
    </Page>
  );
}
