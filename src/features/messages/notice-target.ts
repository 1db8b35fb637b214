// Where a notice of the message centre opens, for both layouts: a system notice its detail,
// another its video, else the space of the user it is about; null when it opens nothing.
import type { Notice } from '@src/api/contract/chat';
import { href } from '@src/routes/href';
import type { NoticeKind } from './notices';

export function noticeTarget(kind: NoticeKind, n: Pick<Notice, 'id' | 'mediaKey' | 'user'>): string | null {
  if (kind === 'system') return href('SystemMessageDetail', {}, { id: n.id });
  if (n.mediaKey) return href('Watch', {}, { id: n.mediaKey });
  if (n.user) return href('Space', { id: n.user.userId });
  return null;
}
