// /getUserLocation and /searchUserLocation: the dynamic's location. Nearby places come from the
// maps service when a maps key is configured, else from the browser's position and the
// built-in cities (publish feature, location.ts), so the choice works offline; search offers
// the typed text itself first. A choice returns to the publish form.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DYNAMIC_LOCATION_MAX, setDraftLocation, useDraft, useNearbyPlaces, usePlaceSearch } from '@src/features/publish';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import { PublishStep } from './publish-login';
import { NESTED_STEP, useStepDone } from './step-back';
import './dynamics.css';

function PlaceList({ places, onPick, withNone }: { places: readonly string[]; onPick: (p: string) => void; withNone?: boolean }) {
  const t = useMt();
  const current = useDraft((d) => d.location);
  return (
    <ul className="m-place-list">
      {withNone && (
        <li>
          <button type="button" className={`m-place${current ? '' : ' m-place--on'}`} data-testid="place-none" onClick={() => onPick('')}>
            {t('dynamics.noLocation')}
          </button>
        </li>
      )}
      {places.map((p) => (
        <li key={p}>
          <button type="button" className={`m-place${p === current ? ' m-place--on' : ''}`} data-testid="place" onClick={() => onPick(p)}>
            {p}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Picking a place (from the nearby list or the search) sets the draft's location and ends the step. */
function usePickPlace() {
  const done = useStepDone();
  return (p: string) => {
    setDraftLocation(p);
    done();
  };
}

export function GetUserLocationPage() {
  const t = useMt();
  return (
    <PublishStep title={t('routes.getUserLocation')}>
      <Nearby />
    </PublishStep>
  );
}

function Nearby() {
  const t = useMt();
  const nearby = useNearbyPlaces();
  const pick = usePickPlace();
  return (
    <div className="m-scroll">
      <Link className="m-place-search m-link-reset" to={href('SearchUserLocation')} state={NESTED_STEP} data-testid="place-search-link">
        {t('dynamics.searchLocation')}
      </Link>
      {nearby.status === 'loading' ? (
        <p className="m-place-note" data-testid="locating">
          {t('dynamics.locating')}
        </p>
      ) : (
        <>
          {!nearby.data?.located && <p className="m-place-note">{t('dynamics.locateFailed')}</p>}
          <PlaceList places={nearby.data?.places ?? []} onPick={pick} withNone />
        </>
      )}
    </div>
  );
}

export function SearchUserLocationPage() {
  const t = useMt();
  return (
    <PublishStep title={t('routes.searchUserLocation')}>
      <Search />
    </PublishStep>
  );
}

function Search() {
  const t = useMt();
  const [keyword, setKeyword] = useState('');
  const found = usePlaceSearch(keyword);
  const pick = usePickPlace();
  return (
    <div className="m-scroll">
      <input
        className="m-place-search"
        type="search"
        enterKeyHint="search"
        maxLength={DYNAMIC_LOCATION_MAX}
        autoFocus
        placeholder={t('dynamics.locationPlaceholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        data-testid="place-search-input"
      />
      <LoadingWrapper status={found.status === 'loading' && found.data === undefined ? 'loading' : 'ready'}>
        {found.data?.length ? <PlaceList places={found.data} onPick={pick} /> : <p className="m-place-note">{t('dynamics.noPlaces')}</p>}
      </LoadingWrapper>
    </div>
  );
}
