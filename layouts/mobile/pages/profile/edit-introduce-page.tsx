// /editIntroduce: see edit-text-form.tsx.
import { href } from '@src/routes/href';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { EditTextForm } from './edit-text-form';

export default function EditIntroducePage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.editIntroduce') }}>
      <LoginGate redirect={href('EditIntroduce')}>
        {(uid) => (
          <ScrollArea key={uid}>
            <EditTextForm field="introduce" />
          </ScrollArea>
        )}
      </LoginGate>
    </Page>
  );
}
