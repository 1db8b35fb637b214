import type { StaffFailure } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';

/** A failed call, in words: the server's own message, or the console's for network and such. */
export function Failure({ failure }: { failure: StaffFailure | null }) {
  const t = useStaffT();
  if (!failure) return null;
  return (
    <p className="adm-failure" role="alert">
      {'text' in failure ? failure.text : t(`failures.${failure.key}`)}
    </p>
  );
}
