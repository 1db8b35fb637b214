// The up-master at the end of the TV control row: avatar (OK opens their space), name and the
// follow button whose label follows spec 001 §2 (none for the user themself; a guest goes to
// /login). `index` is the avatar's place in the row; the button takes the next one.
import type { Uploader } from '@src/api/contract/video';
import { useFollowUploader } from '@src/features/watch';
import { Avatar } from '../../components/avatar';
import { FocusButton } from '../../components/focus-button';

export function TvUploader({ uploader, onChange, index }: { uploader: Uploader; onChange: (u: Uploader) => void; index: number }) {
  const follow = useFollowUploader(uploader, onChange);
  return (
    <div className="tv-watch-uploader" data-testid="uploader">
      <Avatar src={uploader.avatar} bigV={uploader.bigV} kefu={uploader.kefu} vipLevel={uploader.vipLevel} uid={uploader.uid} size={60} index={index} />
      <span className="tv-watch-uploader-name">{uploader.nickName}</span>
      {follow.label ? <FocusButton index={index + 1} label={follow.label} onPress={follow.press} testId="follow-uploader" /> : null}
    </div>
  );
}
