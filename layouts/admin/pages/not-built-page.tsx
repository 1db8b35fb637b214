import { useStaffT } from '@src/i18n/staff';

/** A page whose endpoints the server does not have yet: said plainly, nothing faked. */
export function NotBuiltPage({ title }: { title: string }) {
  const t = useStaffT();
  return (
    <section className="adm-not-built" data-testid="not-built">
      <h3>{t('notBuilt.title')}</h3>
      <p>{t('notBuilt.body', { page: title })}</p>
    </section>
  );
}
