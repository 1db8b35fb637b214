// /activityRules on the phone: the activity's rules, sanitized (src/features/vip/activity-rules.ts).
import { useActivityRules } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../payment/payment.css';

export default function ActivityRulesPage() {
  const t = useMt();
  const res = useActivityRules();
  return (
    <Page nav={{ title: res.data?.activity.title || t('routes.activityRules') }}>
      <ScrollArea>
        <LoadingWrapper status={res.status} onRefresh={res.reload}>
          <div className="m-pay" data-testid="activity-rules" dangerouslySetInnerHTML={{ __html: res.data?.html ?? '' }} />
        </LoadingWrapper>
      </ScrollArea>
    </Page>
  );
}
