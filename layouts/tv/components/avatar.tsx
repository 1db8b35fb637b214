// Avatar with optional big-V, customer-service and VIP level badges (spec 002 §2). OK on an
// avatar with a user id opens /space/{id} unless clickDisabled.
import { memo, useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { useFocusItem } from '@focus/use-focus-item';
import { routePath } from '@src/routes/table';
import './avatar.css';

export interface AvatarProps {
  src: string;
  bigV?: boolean;
  kefu?: boolean;
  uid?: number | string;
  vipLevel?: number;
  clickDisabled?: boolean;
  size?: number;
  index?: number;
  /** A fixed name in its section (its focus key), for an avatar among fixed controls. */
  id?: string;
}

export function avatarTarget(uid: number | string | undefined, clickDisabled?: boolean): string | null {
  if (clickDisabled || uid === undefined || uid === '' || uid === 0) return null;
  return routePath('Space', { id: uid });
}

export const Avatar = memo(function Avatar({ src, bigV, kefu, uid, vipLevel = 0, clickDisabled, size = 120, index, id }: AvatarProps) {
  const navigate = useTvNavigate();
  const target = avatarTarget(uid, clickDisabled);
  const onEnter = useCallback(() => {
    if (target) navigate(target);
  }, [navigate, target]);
  const { ref, itemProps } = useFocusItem({ id, index, onEnter, focusable: target !== null }, 'tv-avatar tv-focusable');
  const dim = `${size / 100}rem`;
  return (
    <div ref={ref} {...itemProps} style={{ width: dim, height: dim }} data-testid="avatar">
      <img src={src} alt="" loading="lazy" className="tv-avatar-img" />
      {bigV ? <span className="tv-avatar-badge tv-avatar-bigv" data-badge="bigV">V</span> : null}
      {kefu ? <span className="tv-avatar-badge tv-avatar-kefu" data-badge="kefu">客服</span> : null}
      {vipLevel > 0 ? (
        <span className="tv-avatar-badge tv-avatar-vip" data-badge={`vip${Math.min(vipLevel, 4)}`}>
          VIP{vipLevel >= 4 ? '4+' : vipLevel}
        </span>
      ) : null}
    </div>
  );
});
