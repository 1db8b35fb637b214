// Shield management on the phone: shielded keywords (add / remove) and users (remove).
import { useState } from 'react';
import { useShield } from '@src/stores/shield';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { addShieldKeyword, deleteShieldKeyword, deleteShieldUser, SHIELD_KEYWORD_MAX, shieldStrings as s } from '@src/features/shield';
import { CloseIcon } from '@src/icons/icons';

const quiet = (p: Promise<unknown>) => void p.catch((e: unknown) => console.warn('[shield]', e));

export function ShieldManager() {
  const users = useShield((st) => st.users);
  const keywords = useShield((st) => st.keywords);
  const loggedIn = useSession((st) => st.user !== null);
  const [word, setWord] = useState('');
  if (!loggedIn) return <div data-testid="shield-login">{s.needLogin}</div>;
  const add = async () => {
    try {
      const error = await addShieldKeyword(word);
      if (error) toast(error);
      else setWord('');
    } catch {
      // the request layer showed the reason
    }
  };
  return (
    <div data-testid="shield-manager">
      <h4>{s.keywords}</h4>
      <div className="m-watch-danmu">
        <input className="m-watch-input" value={word} maxLength={SHIELD_KEYWORD_MAX} placeholder={s.keywordPlaceholder} onChange={(e) => setWord(e.target.value)} data-testid="shield-input" />
        <button type="button" className="m-watch-chip on" onClick={() => void add()} data-testid="shield-add">
          {s.addKeyword}
        </button>
      </div>
      {keywords.length === 0 ? <div className="m-watch-meta">{s.emptyKeywords}</div> : null}
      <div className="m-watch-actions">
        {keywords.map((k) => (
          <button key={k} type="button" className="m-watch-chip" onClick={() => quiet(deleteShieldKeyword(k))} data-testid="shield-keyword">
            {k} <CloseIcon />
          </button>
        ))}
      </div>
      <h4>{s.users}</h4>
      {users.length === 0 ? <div className="m-watch-meta">{s.emptyUsers}</div> : null}
      <div className="m-watch-actions">
        {users.map((u) => (
          <button key={u.uid} type="button" className="m-watch-chip" onClick={() => quiet(deleteShieldUser(u.uid))} data-testid="shield-user">
            {u.nickName || u.uid} <CloseIcon />
          </button>
        ))}
      </div>
    </div>
  );
}
