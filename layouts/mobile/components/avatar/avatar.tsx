import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import './avatar.css';
import { href } from '@src/routes/href';

export interface AvatarProps {
  src?: string | null;
  bigV?: boolean | number | null;
  kefu?: boolean | number | null;
  uid?: number | string | null;
  /** 0 = not VIP; 1..4 shown as vip1..vip4, anything higher as vip4+. */
  vipLevel?: number | null;
  clickDisabled?: boolean;
  /** Diameter in rem (default 2.75rem = 44 px on a 390 px phone). */
  size?: number;
  alt?: string;
}

export function vipBadgeLabel(level: number | null | undefined): string | null {
  if (!level || level <= 0) return null;
  return level >= 4 ? (level > 4 ? 'VIP4+' : 'VIP4') : `VIP${level}`;
}

/** Where a tap on the avatar goes: the user's space, or nowhere without a user id. */
export function avatarTarget(uid: AvatarProps['uid'], clickDisabled?: boolean): string | null {
  if (clickDisabled || uid === null || uid === undefined || uid === '' || uid === 0) return null;
  return href('Space', { id: uid });
}

export function Avatar({ src, bigV, kefu, uid, vipLevel, clickDisabled, size = 2.75, alt = '' }: AvatarProps) {
  const navigate = useNavigate();
  const [broken, setBroken] = useState(false);
  const target = avatarTarget(uid, clickDisabled);
  const vip = vipBadgeLabel(vipLevel);
  const style = { width: `${size}rem`, height: `${size}rem` };
  const body = (
    <>
      {src && !broken ? (
        <img className="m-avatar-img" src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <svg className="m-avatar-img m-avatar-default" viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="15" r="7" fill="currentColor" />
          <path d="M6 36c2-8 8-12 14-12s12 4 14 12" fill="currentColor" />
        </svg>
      )}
      {bigV ? <span className="m-avatar-badge m-avatar-badge--v" data-badge="bigV">V</span> : null}
      {kefu ? <span className="m-avatar-badge m-avatar-badge--kefu" data-badge="kefu">客服</span> : null}
      {vip && <span className="m-avatar-vip" data-badge="vip">{vip}</span>}
    </>
  );
  if (!target) {
    return (
      <span className="m-avatar" style={style} data-testid="avatar">
        {body}
      </span>
    );
  }
  return (
    <button type="button" className="m-avatar m-avatar--link" style={style} data-testid="avatar" onClick={() => navigate(target)}>
      {body}
    </button>
  );
}
