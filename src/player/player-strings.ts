// The player's messages come from the `player` group of src/i18n, read at the moment an
// error happens so they follow the current language.
import { t } from '@src/i18n';

export const playerStrings = {
  get networkError() { return t('player.networkError'); },
  get mediaError() { return t('player.mediaError'); },
  get otherError() { return t('player.otherError'); },
  get stalled() { return t('player.stalled'); },
  get notSupported() { return t('player.notSupported'); },
  get formatNotSupported() { return t('player.formatNotSupported'); },
  get retry() { return t('player.retry'); },
  get adJumpNotSupported() { return t('player.adJumpNotSupported'); },
  get skipIntro() { return t('player.skipIntro'); },
  get nextEpisode() { return t('player.nextEpisode'); },
  get cellularPaused() { return t('player.cellularPaused'); },
};

