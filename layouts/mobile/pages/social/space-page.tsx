// /space/{id}: a user's profile: avatar with badges, level, introduction, counts (fans and
// follows open their lists), the follow button, 私信 and 举报 for others, and their videos.
import { Link, useParams } from 'react-router-dom';
import { useFollowOverrides, useUserSpace } from '@src/features/social';
import { useUserDynamics } from '@src/features/publish';
import { canLoadMore } from '@src/data/footer';
import { href } from '@src/routes/href';
import { Avatar } from '../../components/avatar/avatar';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { Page } from '../../components/page/page';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';
import { DynamicItems } from '../dynamics/dynamic-items';
import { FollowButton } from './follow-button';
import './social.css';

export default function SpacePage() {
  const t = useMt();
  const id = Number(useParams().id) || 0;
  const r = useUserSpace(id);
  const { selfUid, view, press } = useFollowOverrides();
  const sp = r.data;
  const user = sp ? view(sp.user) : null;
  return (
    <Page nav={{ title: user?.nickName ?? t('routes.space') }}>
      <LoadingWrapper status={id > 0 ? r.status : 'not-found'} onRefresh={r.reload}>
        {sp && user && (
          <div className="m-scroll" data-testid="space">
            <header className="m-space-head">
              <Avatar src={user.avatar} bigV={user.bigV} kefu={user.kefu} vipLevel={user.vipLevel} size={4.5} clickDisabled />
              <div className="m-space-info">
                <h2 className="m-space-name" data-testid="space-name">
                  {user.nickName}
                  <span className="m-space-level">{t('space.level', { n: Math.min(sp.level, 8) })}</span>
                </h2>
                <p className="m-space-intro">{user.introduce || t('space.noIntro')}</p>
              </div>
            </header>
            <div className="m-space-counts">
              <Link className="m-link-reset" to={href('UserListPage', {}, { uid: id, type: 0 })} data-testid="space-fans">
                <b>{sp.fansCount}</b> {t('space.fans')}
              </Link>
              <Link className="m-link-reset" to={href('UserListPage', {}, { uid: id, type: 1 })} data-testid="space-follows">
                <b>{sp.followCount}</b> {t('space.follows')}
              </Link>
              <span>
                <b>{sp.likeCount}</b> {t('space.likes')}
              </span>
              <span>
                <b>{sp.trendsCount}</b> {t('space.trends')}
              </span>
            </div>
            {!sp.isSelf && (
              <div className="m-space-actions">
                <FollowButton user={user} selfUid={selfUid} onPress={(u) => void press(u)} />
                {selfUid > 0 && !user.isBlackList && (
                  <Link className="m-follow-btn m-link-reset" to={href('Chat', {}, { toUid: id, avatar: user.avatar, nickName: user.nickName })} data-testid="space-message">
                    {t('space.sendMessage')}
                  </Link>
                )}
                {selfUid > 0 && (
                  <Link className="m-follow-btn m-link-reset" to={href('Complaint', {}, { uid: id })} data-testid="space-report">
                    {t('space.report')}
                  </Link>
                )}
              </div>
            )}
            <h3 className="m-space-section">{t('space.videos')}</h3>
            {sp.videos.length ? <PosterGrid videos={sp.videos} /> : <p className="m-space-empty">{t('space.noVideos')}</p>}
            <SpaceDynamics uid={id} />
          </div>
        )}
      </LoadingWrapper>
    </Page>
  );
}

/** The user's dynamics under the profile (a published video plays from its detail). */
function SpaceDynamics({ uid }: { uid: number }) {
  const t = useMt();
  const list = useUserDynamics(uid);
  return (
    <section data-testid="space-dynamics">
      <h3 className="m-space-section">{t('space.trends')}</h3>
      {list.items.length ? <DynamicItems items={list.items} /> : <p className="m-space-empty">{t('dynamics.userEmpty')}</p>}
      {list.items.length > 0 && canLoadMore(list.footer) ? (
        <button type="button" className="m-follow-btn" onClick={list.loadMore} data-testid="space-dynamics-more">
          {t('common.more')}
        </button>
      ) : null}
    </section>
  );
}
