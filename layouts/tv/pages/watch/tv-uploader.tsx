// The up-master at the end of the TV control row: avatar (OK opens their space), name and the
// follow button whose label follows spec 001 §2 (none for the user themself; a guest goes to
// /login). Both are keyed by name in the row (uploader, follow), like the controls before them.
import type { Uploader } from '@src/api/contract/video';
import { useFollowUploader } from '@src/features/watch';
import { Avatar } from '../../components/avatar';
import { FocusButton } from '../../components/focus-button';

export function TvUploader({ uploader, onChange }: { uploader: Uploader; onChange: (u: Uploader) => void }) {
  const follow = useFollowUploader(uploader, onChange);
  return (
    <div className="tv-watch-uploader" data-testid="uploader">
      <Avatar src={uploader.avatar} bigV={uploader.bigV} kefu={uploader.kefu} vipLevel={uploader.vipLevel} uid={uploader.uid} size={60} id="uploader" />
      <span className="tv-watch-uploader-name">{uploader.nickName}</span>
      {follow.label ? <FocusButton id="follow" label={follow.label} onPress={follow.press} testId="follow-uploader" /> : null}
    </div>
  );
}
