// /space/{id} on TV: profile, badges, level, counts (fans and follows open their lists), the
// follow button (a guest's press goes to /login), 私信 and 举报, and the user's videos as a row.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFollowOverrides, socialFollowState, useUserSpace } from '@src/features/social';
import { useT } from '@src/i18n';
import { useUserDynamics } from '@src/features/publish';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { PosterRow } from '../../components/poster-row';
import { useTvNavigate } from '../../router/navigate';
import { useRouteParams } from '../../shell/route-params';
import { DynamicRow } from '../dynamics/dynamic-row';
import { usePageReady } from '../../shell/page-context';
import '../chat/chat.css';
import './social.css';

export default function SpacePage() {
  const t = useT();
  const navigate = useTvNavigate();
  const id = Number(useRouteParams().id) || 0;
  const r = useUserSpace(id);
  const dynamics = useUserDynamics(id);
  const { selfUid, view, press } = useFollowOverrides();
  usePageReady(r.status !== 'loading' || id <= 0);
  const sp = r.data;
  const user = sp ? view(sp.user) : null;
  const follow = user && sp && !sp.isSelf ? socialFollowState(user, selfUid) : null;
  return (
    // No id in the address: the error state (its refresh button takes focus), never a spinner.
    <LoadingWrapper status={id > 0 ? r.status : 'not-found'} onRefresh={r.reload}>
      {sp && user ? (
        <ScrollPane style={{ height: '100%' }}>
        <div className="tv-space" data-testid="space">
          <div className="tv-space-head">
            <img className="tv-space-avatar" src={user.avatar} alt="" />
            <div>
              <div className="tv-page-title" data-testid="space-name">
                {user.nickName} <span className="tv-space-level">{t('space.level', { n: Math.min(sp.level, 8) })}</span>
                {user.vipLevel > 0 ? <span className="tv-space-level">VIP{user.vipLevel >= 4 ? '4+' : user.vipLevel}</span> : null}
                {user.bigV ? <span className="tv-space-level">V</span> : null}
                {user.kefu ? <span className="tv-space-level">客服</span> : null}
              </div>
              <div className="tv-chat-hint">{user.introduce || t('space.noIntro')}</div>
            </div>
          </div>
          <FocusSection focusKey="space/actions" className="tv-chat-quick">
            {follow ? <FocusButton id="follow" testId="follow-button" label={t(follow.labelKey)} onPress={() => void press(user)} /> : null}
            <FocusButton id="fans" testId="space-fans" label={`${t('space.fans')} ${sp.fansCount}`} onPress={() => navigate(href('UserListPage', {}, { uid: id, type: 0 }))} />
            <FocusButton id="follows" testId="space-follows" label={`${t('space.follows')} ${sp.followCount}`} onPress={() => navigate(href('UserListPage', {}, { uid: id, type: 1 }))} />
            {!sp.isSelf && selfUid > 0 && !user.isBlackList ? (
              <FocusButton id="send-message" label={t('space.sendMessage')} onPress={() => navigate(href('Chat', {}, { toUid: id, avatar: user.avatar, nickName: user.nickName }))} />
            ) : null}
            {!sp.isSelf && selfUid > 0 ? <FocusButton id="report" label={t('space.report')} onPress={() => navigate(href('Complaint', {}, { uid: id }))} /> : null}
          </FocusSection>
          <div className="tv-chat-hint">
            {t('space.likes')} {sp.likeCount} · {t('space.trends')} {sp.trendsCount}
          </div>
          {sp.videos.length ? <PosterRow focusKey="space/videos" title={t('space.videos')} videos={sp.videos} /> : <div className="tv-chat-hint">{t('space.noVideos')}</div>}
          {dynamics.items.length ? (
            <DynamicRow focusKey="space/dynamics" title={t('space.trends')} items={dynamics.items} onEndReached={dynamics.loadMore} />
          ) : dynamics.status === 'empty' ? (
            <div className="tv-chat-hint" data-testid="space-dynamics-empty">
              {t('space.trends')} · {t('dynamics.userEmpty')}
            </div>
          ) : null}
        </div>
        </ScrollPane>
      ) : null}
    </LoadingWrapper>
  );
}
