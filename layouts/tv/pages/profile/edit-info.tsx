// /editInfo on TV: the avatar (OK opens the device's file picker where it has one), nickname,
// gender and introduction (each its own page), and the way to account security.
import { useRef } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { AVATAR_ACCEPT, changeAvatar, genderKey } from '@src/features/account';
import { t as tt, useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { ProfileRow } from './row';
import { SignedIn } from './signed-in';
import './profile.css';

async function pickAvatar(file: File | undefined): Promise<void> {
  if (!file) return;
  const out = await changeAvatar(file);
  if (out.ok) toast(tt('profile.avatarSaved'));
  else if (out.problem) toast(tt(out.problem));
}

function EditInfo() {
  const t = useT();
  const navigate = useTvNavigate();
  const user = useSession((s) => s.user);
  const picker = useRef<HTMLInputElement>(null);
  usePageReady(true);
  if (!user) return null;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.editInfo')}</div>
      <FocusSection focusKey="editInfo/list" className="tv-profile">
        <ProfileRow
          id="avatar"
          testId="edit-avatar"
          label={t('profile.avatar')}
          value={user.avatar ? <img className="tv-profile-avatar" src={user.avatar} alt="" data-testid="edit-avatar-img" /> : t('profile.changeAvatar')}
          onPress={() => picker.current?.click()}
        />
        <ProfileRow id="nickname" testId="edit-nickname" label={t('profile.nickname')} value={user.nickName} onPress={() => navigate(href('EditNickname'))} />
        <ProfileRow id="gender" testId="edit-gender" label={t('profile.gender')} value={t(genderKey(user.sex))} onPress={() => navigate(href('EditGender'))} />
        <ProfileRow id="introduce" testId="edit-introduce" label={t('profile.introduce')} value={user.introduce || t('profile.introduceEmpty')} onPress={() => navigate(href('EditIntroduce'))} />
        <ProfileRow id="security" testId="edit-security" label={t('profile.security')} value="›" onPress={() => navigate(href('AccountSecurity'))} />
      </FocusSection>
      <input ref={picker} type="file" accept={AVATAR_ACCEPT} hidden data-testid="avatar-input" onChange={(e) => void pickAvatar(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
    </ScrollPane>
  );
}

export default function EditInfoPage() {
  const t = useT();
  return <SignedIn title={t('routes.editInfo')}>{(uid) => <EditInfo key={uid} />}</SignedIn>;
}
