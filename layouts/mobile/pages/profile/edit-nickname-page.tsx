// /editNickname: see edit-text-form.tsx.
import { href } from '@src/routes/href';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { EditTextForm } from './edit-text-form';

export default function EditNicknamePage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.editNickname') }}>
      <LoginGate redirect={href('EditNickname')}>
        {(uid) => (
          <ScrollArea key={uid}>
            <EditTextForm field="nickName" />
          </ScrollArea>
        )}
      </LoginGate>
    </Page>
  );
}
