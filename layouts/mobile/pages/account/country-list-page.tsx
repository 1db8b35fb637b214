// /countryList and /selectArea: countries with their calling codes; a choice is saved as the
// user's region and the forms' calling code, then the page goes back. /selectArea also offers
// the detected region.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chooseCountry, clearCustomArea, filterCountries, useCountryList, useCustomArea, type Country } from '@src/features/account';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './account.css';

export function CountryListView({ withAuto }: { withAuto: boolean }) {
  const t = useMt();
  const navigate = useNavigate();
  const list = useCountryList();
  const area = useCustomArea();
  const [query, setQuery] = useState('');
  const pick = (c: Country) => {
    chooseCountry(c);
    navigate(-1);
  };
  const shown = filterCountries(list.data ?? [], query);
  return (
    <Page nav={{ title: t(withAuto ? 'routes.selectArea' : 'routes.countryList') }}>
      <div className="m-country-search">
        <input type="search" placeholder={t('common.search')} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="country-search" />
      </div>
      <ScrollArea>
        <LoadingWrapper status={list.status} onRefresh={list.reload}>
          {withAuto ? (
            <button type="button" className="m-country" aria-current={!area.useCustomUserArea} onClick={() => (clearCustomArea(), navigate(-1))} data-testid="area-auto">
              <span>{t('account.areaAuto')}</span>
              <span />
            </button>
          ) : null}
          {shown.map((c) => (
            <button key={c.country} type="button" className="m-country" aria-current={area.useCustomUserArea && area.customUserAreaCode === c.country} onClick={() => pick(c)} data-testid="country" data-country={c.country}>
              <span>{c.name}</span>
              <span>+{c.areaCode}</span>
            </button>
          ))}
        </LoadingWrapper>
      </ScrollArea>
    </Page>
  );
}

export default function CountryListPage() {
  return <CountryListView withAuto={false} />;
}
