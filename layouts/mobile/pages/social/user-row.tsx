import { Link } from 'react-router-dom';
import type { SocialUser } from '@src/api/contract/social';
import { href } from '@src/routes/href';
import { Avatar } from '../../components/avatar/avatar';
import './social.css';
import type { ReactNode } from 'react';

/** A user in a social list: avatar and name open the space; the action sits on the right. */
export function UserRow({ user, action }: { user: SocialUser; action: ReactNode }) {
  return (
    <div className="m-user-row" data-testid="user-row" data-uid={user.userId}>
      <Link className="m-user-row-main m-link-reset" to={href('Space', { id: user.userId })}>
        <Avatar src={user.avatar} bigV={user.bigV} kefu={user.kefu} vipLevel={user.vipLevel} size={2.75} clickDisabled />
        <span className="m-user-row-text">
          <span className="m-user-row-name">{user.nickName}</span>
          {user.introduce && <span className="m-user-row-intro">{user.introduce}</span>}
        </span>
      </Link>
      {action}
    </div>
  );
}
