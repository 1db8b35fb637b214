// 广告: the start, pause, insert and barrage adverts with drafts, by group and state; an advert
// made or edited with its schedule (the endpoint's form: times as local date and time), published
// or taken back (asking first), and previewed as the TV would get it.
import { useState } from 'react';
import { staffAdPreview, staffAdPublish, staffAds, staffAdSave, type StaffAd } from '@src/api/contract/staff-catalog-home';
import { fieldsOf, inputsOf, useStaffResource, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';
import { Failure } from '../components/failure';

const COLUMNS = ['id', 'group', 'title', 'duration', 'sort', 'mediaKey', 'regions', 'startsAt', 'endsAt', 'published', 'views'];
const adFields = fieldsOf(staffAdSave.body, ['id']);
const OPTION_TEXTS = { group: 'adGroups.' };

export default function AdsPage() {
  const t = useStaffT();
  const table = useStaffTable(staffAds);
  const [preview, setPreview] = useState(0);
  return (
    <>
      <div className="adm-buttons">
        <ActionButton endpoint={staffAdSave} label={t('ads.new')} omit={['id']} optionTexts={OPTION_TEXTS} initial={{ duration: '5', sort: '0', startsAt: '0', endsAt: '0' }} />
      </div>
      <p className="adm-muted">{t('ads.scheduleHint')}</p>
      <DataTable
        id="ads"
        table={table}
        columns={COLUMNS}
        rowKey={(r: StaffAd) => r.id}
        optionTexts={{ ...OPTION_TEXTS, state: 'publishStates.' }}
        render={{ group: (r) => t.data(`adGroups.${r.group}`, r.group) }}
        actions={(r) => (
          <>
            <ActionButton endpoint={staffAdSave} label={t('catalog.edit')} fixed={{ id: r.id }} initial={inputsOf(r, adFields)} optionTexts={OPTION_TEXTS} />
            <ActionButton
              endpoint={staffAdPublish}
              label={r.published ? t('ads.pause') : t('ads.start')}
              danger={r.published}
              fixed={{ id: r.id, published: !r.published }}
              confirm={() => (r.published ? t('confirm.pauseAd', { title: r.title }) : null)}
            />
            <button type="button" onClick={() => setPreview(preview === r.id ? 0 : r.id)}>
              {t('homeRows.preview')}
            </button>
          </>
        )}
      />
      {preview > 0 && <AdPreview id={preview} />}
    </>
  );
}

/** The advert as GetAdsDataList hands it to the TV: its picture, link and seconds. */
function AdPreview({ id }: { id: number }) {
  const t = useStaffT();
  const { data, failure } = useStaffResource(staffAdPreview, { id });
  return (
    <section className="adm-preview" data-testid="ad-preview">
      <Failure failure={failure} />
      {data && (
        <>
          <h3>{t('ads.previewOf', { group: t.data(`adGroups.${data.group}`, data.group) })}</h3>
          <img src={data.ad.showURL} alt={data.ad.title ?? ''} className="adm-preview-image" />
          <p>
            {data.ad.title} · {t('ads.seconds', { n: data.ad.duration })} · {data.ad.linkURL || '—'}
          </p>
        </>
      )}
    </section>
  );
}
