// /editInfo: the avatar (tap to pick an image: compressed to JPEG 0.8, uploaded, set), and the
// rows to the nickname, gender and introduction pages and to account security.
import { AVATAR_ACCEPT, genderKey, useAvatarChange } from '@src/features/account';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { Row } from './row';
import '../settings/settings-page.css';
import './profile.css';
import { useRunStep } from '../../shell/use-run-step';

function EditInfo() {
  const t = useMt();
  const user = useSession((s) => s.user);
  const upload = useAvatarChange();
  const busy = upload.busy;
  const change = useRunStep(upload);
  if (!user) return null;
  return (
    <ScrollArea>
      <div className="m-settings-group">
        <label className="m-settings-row m-profile-avatar-row" data-testid="edit-avatar" aria-busy={busy}>
          <span>{t('profile.avatar')}</span>
          <span className="m-profile-value">
            {user.avatar ? <img className="m-profile-avatar" src={user.avatar} alt="" data-testid="edit-avatar-img" /> : t('profile.changeAvatar')}
            <span aria-hidden="true">›</span>
          </span>
          <input type="file" accept={AVATAR_ACCEPT} data-testid="avatar-input" disabled={busy} onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void change(file);
          }} />
        </label>
        <Row to={href('EditNickname')} label={t('profile.nickname')} value={user.nickName} testId="edit-nickname" />
        <Row to={href('EditGender')} label={t('profile.gender')} value={t(genderKey(user.sex))} testId="edit-gender" />
        <Row to={href('EditIntroduce')} label={t('profile.introduce')} value={user.introduce || t('profile.introduceEmpty')} testId="edit-introduce" />
      </div>
      <div className="m-settings-group">
        <Row to={href('AccountSecurity')} label={t('profile.security')} value="" testId="edit-security" />
      </div>
    </ScrollArea>
  );
}

export default function EditInfoPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.editInfo') }}>
      <LoginGate redirect={href('EditInfo')}>{(uid) => <EditInfo key={uid} />}</LoginGate>
    </Page>
  );
}
