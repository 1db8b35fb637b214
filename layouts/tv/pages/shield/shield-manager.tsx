// Shield management for the remote: shielded users and keywords with remove buttons, and a
// keyword field. Shown by the settings page at /settings?tab=shield.
import { useState } from 'react';
import { useTvNavigate } from '../../router/navigate';
import { ws } from '@src/features/watch';
import { SHIELD_SETTINGS_URL, addShieldKeyword, deleteShieldKeyword, deleteShieldUser, SHIELD_KEYWORD_MAX, shieldStrings as s } from '@src/features/shield';
import { FocusSection } from '@focus/focus-section';
import { useShield } from '@src/stores/shield';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { CloseIcon } from '@src/icons/icons';
import { href } from '@src/routes/href';

const fail = (err: unknown) => console.warn('[shield]', err);

export function ShieldManager({ focusKey = 'shield/manager' }: { focusKey?: string }) {
  const users = useShield((st) => st.users);
  const keywords = useShield((st) => st.keywords);
  const loggedIn = useSession((st) => st.user !== null);
  const [word, setWord] = useState('');
  const navigate = useTvNavigate();
  const add = async () => {
    const error = await addShieldKeyword(word).catch((e: unknown) => (fail(e), null));
    if (error) toast(error);
    else setWord('');
  };
  if (!loggedIn) {
    // A focusable way out, so the remote is never left on an empty screen.
    return (
      <FocusSection focusKey={focusKey} attrs={{ 'data-testid': 'shield-login' }}>
        <div className="tv-watch-info">{s.needLogin}</div>
        <FocusButton id="login" label={ws('login')} onPress={() => navigate(href('Login', {}, { redirect: SHIELD_SETTINGS_URL }))} testId="shield-login-button" />
      </FocusSection>
    );
  }
  return (
    <FocusSection focusKey={focusKey} attrs={{ 'data-testid': 'shield-manager' }}>
      <div className="tv-watch-row-title">{s.keywords}</div>
      <FocusSection focusKey={`${focusKey}/add`} className="tv-watch-row">
        <TextField name="shield-keyword" label="" value={word} onChange={setWord} placeholder={s.keywordPlaceholder} maxLength={SHIELD_KEYWORD_MAX} />
        <FocusButton id="add" label={s.addKeyword} onPress={() => void add()} testId="shield-add" />
      </FocusSection>
      <FocusSection focusKey={`${focusKey}/keywords`}>
        {keywords.length === 0 ? <div className="tv-watch-info">{s.emptyKeywords}</div> : null}
        {keywords.map((k) => (
          <FocusButton key={k} id={k} label={k} icon={<CloseIcon />} iconAfter onPress={() => void deleteShieldKeyword(k).catch(fail)} testId="shield-keyword" />
        ))}
      </FocusSection>
      <div className="tv-watch-row-title">{s.users}</div>
      <FocusSection focusKey={`${focusKey}/users`}>
        {users.length === 0 ? <div className="tv-watch-info">{s.emptyUsers}</div> : null}
        {users.map((u) => (
          <FocusButton key={u.uid} id={u.uid} label={u.nickName || String(u.uid)} icon={<CloseIcon />} iconAfter onPress={() => void deleteShieldUser(u.uid).catch(fail)} testId="shield-user" />
        ))}
      </FocusSection>
    </FocusSection>
  );
}
