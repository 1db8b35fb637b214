// /countryList and /selectArea on TV: the countries as a grid of buttons (OK chooses and goes
// back); /selectArea starts with the detected region.
import { useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { chooseCountry, clearCustomArea, useCountryList, useCustomArea, type Country } from '@src/features/account';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './account.css';

export function CountryGrid({ withAuto }: { withAuto: boolean }) {
  const t = useT();
  const navigate = useTvNavigate();
  const list = useCountryList();
  const area = useCustomArea();
  usePageReady(list.status !== 'loading');
  const pick = useCallback(
    (c: Country) => {
      chooseCountry(c);
      navigate(-1);
    },
    [navigate],
  );
  const auto = useCallback(() => {
    clearCustomArea();
    navigate(-1);
  }, [navigate]);
  return (
    <div>
      <div className="tv-page-title">{t(withAuto ? 'routes.selectArea' : 'routes.countryList')}</div>
      {area.useCustomUserArea && area.customUserArea ? <div className="tv-form-hint">{t('account.areaCurrent', { name: area.customUserArea })}</div> : null}
      <LoadingWrapper status={list.status} onRefresh={list.reload}>
        <FocusSection focusKey="countries" className="tv-country-list">
          {withAuto ? <FocusButton id="area-auto" label={t('account.areaAuto')} onPress={auto} testId="area-auto" /> : null}
          {(list.data ?? []).map((c) => (
            <FocusButton key={c.country} id={c.country} label={`${c.name} +${c.areaCode}`} onPress={() => pick(c)} testId="country" />
          ))}
        </FocusSection>
      </LoadingWrapper>
    </div>
  );
}

export default function CountryListPage() {
  return <CountryGrid withAuto={false} />;
}
