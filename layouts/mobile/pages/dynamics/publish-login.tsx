// The publish steps need a signed-in user: a guest is offered the login with a way back.
import type { ReactNode } from 'react';
import { href } from '@src/routes/href';
import { Page } from '../../components/page/page';
import { LoginGate } from '../../components/login-gate/login-gate';
import { useMt } from '../../text';

export function PublishStep({ title, children }: { title: string; children: ReactNode }) {
  const t = useMt();
  return (
    <Page nav={{ title }}>
      <LoginGate text={t('user.loginTip')} subText={null} redirect={href('PublishDynamic')}>
        {() => children}
      </LoginGate>
    </Page>
  );
}
