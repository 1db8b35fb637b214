// Live room tools for a busy video: slow mode, and one sender's barrage purged (live clients
// drop it at once over the socket).
import { useState } from 'react';
import { staffPurgeBarrage, staffSlowMode } from '@src/api/contract/staff-moderation';
import { useStaffAction } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { SchemaForm } from '../components/schema-form';

export default function RoomPage() {
  const t = useStaffT();
  const slow = useStaffAction(staffSlowMode);
  const purge = useStaffAction(staffPurgeBarrage);
  const [said, setSaid] = useState('');
  return (
    <div className="adm-columns">
      <section>
        <h3>{t('room.slowMode')}</h3>
        <p className="adm-muted">{t('room.slowModeHint')}</p>
        <SchemaForm
          id="slow-mode"
          schema={staffSlowMode.body}
          busy={slow.busy}
          failure={slow.failure}
          onSubmit={async (v) => {
            const r = await slow.run(v as never);
            setSaid(t('room.slowModeDone', { mediaKey: r.mediaKey, seconds: r.seconds }));
          }}
        />
      </section>
      <section>
        <h3>{t('room.purge')}</h3>
        <SchemaForm
          id="purge"
          schema={staffPurgeBarrage.body}
          danger
          confirm={() => t('confirm.purge')}
          busy={purge.busy}
          failure={purge.failure}
          onSubmit={async (v) => {
            const r = await purge.run(v as never);
            setSaid(t('room.purgeDone', { removed: r.removed }));
          }}
        />
      </section>
      {said && (
        <p className="adm-ok" role="status">
          {said}
        </p>
      )}
    </div>
  );
}
