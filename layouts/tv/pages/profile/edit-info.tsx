// /editInfo on TV: the avatar (OK opens the device's file picker where it has one), nickname,
// gender and introduction (each its own page), and the way to account security.
import { useRef } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { AVATAR_ACCEPT, genderKey, useAvatarChange } from '@src/features/account';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { useTvStep } from '../../components/use-tv-step';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { ProfileRow } from './row';
import { SignedIn } from './signed-in';
import './profile.css';

function EditInfo() {
  const t = useT();
  const navigate = useTvNavigate();
  const user = useSession((s) => s.user);
  const picker = useRef<HTMLInputElement>(null);
  const changeAvatar = useTvStep(useAvatarChange(), { toastProblem: true }).submit;
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
      <input ref={picker} type="file" accept={AVATAR_ACCEPT} hidden data-testid="avatar-input" onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) void changeAvatar(file);
      }} />
    </ScrollPane>
  );
}

export default function EditInfoPage() {
  const t = useT();
  return <SignedIn title={t('routes.editInfo')}>{(uid) => <EditInfo key={uid} />}</SignedIn>;
}
