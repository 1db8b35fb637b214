// One barrage settings controller for the app: the renderer and the settings panel read it;
// on/off is the player store's danmuOpen (persisted). Server settings are fetched once per
// login and adopted when nothing was set locally on this device.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { getBarrageConfig, putBarrageConfig } from '@src/api/contract/barrage';
import { DEFAULT_BARRAGE_SETTINGS, type BarrageSettings } from '@src/barrage/settings';
import { playerStore, usePlayerState } from '@src/stores/player';
import { sessionStore, useSession } from '@src/stores/session';
import { watchKeys } from './watch-keys';
import { BarrageSettingsController, fromServerConfig, readLocalSettings } from './barrage-settings';

let controller: BarrageSettingsController | null = null;
let hadLocal = false;

export function barrageSettingsController(): BarrageSettingsController {
  if (!controller) {
    const local = readLocalSettings();
    hadLocal = local !== null;
    controller = new BarrageSettingsController({
      initial: { ...(local ?? DEFAULT_BARRAGE_SETTINGS), enabled: playerStore.getState().danmuOpen },
      canSave: () => sessionStore.getState().user !== null,
      save: (patch) => call(putBarrageConfig, patch, { ignoreErrors: true }),
    });
  }
  return controller;
}

export interface BarrageSettingsModel {
  settings: BarrageSettings;
  update(patch: Partial<BarrageSettings>): void;
  setOpen(open: boolean): void;
}

export function useBarrageSettings(): BarrageSettingsModel {
  const c = barrageSettingsController();
  const settings = useSyncExternalStore(
    useCallback((fn: () => void) => c.subscribe(fn), [c]),
    () => c.settings,
  );
  const danmuOpen = usePlayerState((s) => s.danmuOpen);
  const uid = useSession((s) => s.user?.token?.uid ?? 0);

  useEffect(() => {
    if (c.settings.enabled !== danmuOpen) c.update({ enabled: danmuOpen });
  }, [c, danmuOpen]);

  // The user's server settings, once per login (a user entry: reset on login and logout).
  const server = useQuery({
    queryKey: watchKeys.barrageConfig(uid),
    queryFn: ({ signal }) => call(getBarrageConfig, {}, { ignoreErrors: true, signal }),
    enabled: !!uid && !hadLocal,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!server.data || hadLocal) return;
    const s = fromServerConfig(server.data, c.settings);
    c.adopt(s);
    playerStore.getState().setDanmuOpen(s.enabled);
  }, [c, server.data]);

  const update = useCallback(
    (patch: Partial<BarrageSettings>) => {
      hadLocal = true;
      c.update(patch);
    },
    [c],
  );
  const setOpen = useCallback(
    (open: boolean) => {
      playerStore.getState().setDanmuOpen(open);
      update({ enabled: open });
    },
    [update],
  );
  return useMemo(() => ({ settings, update, setOpen }), [settings, update, setOpen]);
}
