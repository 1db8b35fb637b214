// A list of dynamics as links to /dynamicDetail: the cover, the text, the video's state (for the
// author's own list) and the time. /myDynamic and the dynamics of /space/{id} use it.
import { Link } from 'react-router-dom';
import { dynamicState } from '@src/features/publish';
import type { Trend } from '@src/api/contract/trends';
import { href } from '@src/routes/href';
import { relativeTime } from '@src/lib/format';
import { hideBroken } from '../../components/poster/hide-broken';
import { useStateText } from './state-text';
import './dynamics.css';

export function DynamicItems({ items }: { items: readonly Trend[] }) {
  const stateText = useStateText();
  return (
    <ul className="m-dyn-list">
      {items.map((tr) => (
        <li key={tr.id}>
          <Link to={href('DynamicDetail', {}, { id: tr.id })} className="m-dyn-item m-link-reset" data-testid="dynamic-item" data-state={dynamicState(tr)} data-id={tr.id}>
            {tr.cover ? <img className="m-dyn-thumb" src={tr.cover} alt="" loading="lazy" onError={hideBroken} /> : <span className="m-dyn-thumb" />}
            <span className="m-dyn-info">
              <span className="m-dyn-text">{tr.description}</span>
              <span className="m-dyn-meta" data-testid="dynamic-state">
                {stateText(tr)}
              </span>
              <span className="m-dyn-meta">
                {relativeTime(tr.createdAt)}
                {tr.location ? ` · ${tr.location}` : ''}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
