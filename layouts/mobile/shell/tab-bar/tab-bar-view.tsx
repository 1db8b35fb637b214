import { TABS, type TabDef, type TabName } from './tab-rules';
import { VectorAnimation } from '@src/anim/vector-animation';
import { TabIcon } from './tab-icons';
import './tab-bar.css';

export interface TabBarViewProps {
  active: TabName | null;
  labels: Record<TabName, string>;
  dots: Record<TabName, boolean>;
  /** Plays the small VIP icon animation (VIP icon state 1). */
  vipAnimated?: boolean;
  /** The vector animation file played over the VIP icon while animated. */
  vipAnimation?: string | null;
  onTap: (tab: TabDef) => void;
}

/** The VIP icon's animation plays a few times and rests on its last frame (spec 001 §2: a small animation). */
const VIP_ICON_PLAYS = 3;

export function TabBarView({ active, labels, dots, vipAnimated, vipAnimation, onTap }: TabBarViewProps) {
  return (
    <nav className="m-tabbar" data-testid="tab-bar">
      {TABS.map((tab) => (
        <button
          key={tab.name}
          type="button"
          className={`m-tabbar-item${active === tab.name ? ' is-active' : ''}${tab.name === 'vip' && vipAnimated ? ' is-animated' : ''}`}
          data-testid={`tab-${tab.name}`}
          aria-current={active === tab.name ? 'page' : undefined}
          onClick={() => onTap(tab)}
        >
          <span className="m-tabbar-icon-wrap">
            <TabIcon name={tab.name} />
            {tab.name === 'vip' && vipAnimated && vipAnimation ? <VectorAnimation src={vipAnimation} loop={VIP_ICON_PLAYS} className="m-tabbar-anim" testId="vip-icon-anim" /> : null}
            {dots[tab.name] && <span className="m-tabbar-dot" data-testid={`tab-dot-${tab.name}`} />}
          </span>
          <span className="m-tabbar-label">{labels[tab.name]}</span>
        </button>
      ))}
    </nav>
  );
}
