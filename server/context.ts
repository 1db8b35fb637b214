// What every route handler can reach: the database, settings and the live socket server.
import type { Server as IoServer } from 'socket.io';
import type { Db } from './db/db';
import type { ReadCache } from './db/read-cache';
import type { FloodLimits } from './limits/flood';
import type { CodeDelivery } from './account/code-delivery';
import type { Uploads } from './uploads/index';
import type { RealProvider } from './payments/provider';
import type { ObjectStore } from './storage/port';

export interface DemoStream {
  streamKey: string;
  durationSec: number;
  posterFile: string;
}

export interface AppContext {
  db: Db;
  /** Catalog read cache (a pass-through on PostgreSQL); see server/db/read-cache.ts. */
  cache: ReadCache;
  tokenSecret: string;
  googleMapKey: string;
  /** Streams known to the media layer, by key (empty when media preparation was skipped). */
  streams: Map<string, DemoStream>;
  /**
   * Demo stream folders still being made after the server started listening (`prepareMedia:
   * 'background'`, the first `npm start`): their play data is refused with MEDIA_PREPARING.
   */
  preparing: Set<string>;
  io: IoServer | null;
  /** Flood limits on barrage, comments and verification codes (server/limits/flood.ts). */
  flood: FloodLimits;
  /** Where verification codes go (server/account/code-delivery.ts; a dev outbox by default). */
  codes: CodeDelivery;
  /** The payment sandbox's checkout pages are served (server/payments/sandbox.ts). */
  paymentSandbox: boolean;
  /** Real payment providers (Alipay, WeChat Pay) configured by environment; none by default. */
  paymentProviders: readonly RealProvider[];
  /** How long a bargain runs, in seconds (default BARGAIN_HOURS; shorter in the e2e server). */
  bargainSeconds: number;
  /** The local media folder served under /media (demo streams, operator imports). */
  mediaDir?: string;
  /** Where uploaded media lives: renditions, posters, avatars (server/storage; the media folder by default). */
  store: ObjectStore;
  /** Chunked uploads and the transcode queue of published videos (server/uploads). */
  uploads: Uploads;
  /** The clock of the youth rules, in epoch ms (server/youth/clock.ts; a fake one in tests). */
  youthClock: () => number;
}
