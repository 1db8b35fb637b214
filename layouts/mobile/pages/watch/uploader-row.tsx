// The up-master under the title: avatar (opens their space), name and the follow button whose
// label follows spec 001 §2 (none for the user themself; a guest is sent to /login).
import type { Uploader } from '@src/api/contract/video';
import { useFollowUploader } from '@src/features/watch';
import { Avatar } from '../../components/avatar/avatar';

export function UploaderRow({ uploader, onChange }: { uploader: Uploader; onChange: (u: Uploader) => void }) {
  const follow = useFollowUploader(uploader, onChange);
  const on = uploader.followed || uploader.isBlackList;
  return (
    <div className="m-watch-uploader" data-testid="uploader">
      <Avatar src={uploader.avatar} bigV={uploader.bigV} kefu={uploader.kefu} vipLevel={uploader.vipLevel} uid={uploader.uid} size={2.2} />
      <span className="m-watch-uploader-name">{uploader.nickName}</span>
      {follow.label ? (
        <button type="button" className={`m-watch-chip${on ? '' : ' on'}`} data-testid="follow-uploader" disabled={follow.busy} onClick={follow.press}>
          {follow.label}
        </button>
      ) : null}
    </div>
  );
}
