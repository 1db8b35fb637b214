export { ANDROID_VERSION, TV_VERSION, tellsToUseComputer, useDownloadLinks } from './download-data';
export { copyText, copyLinkWithToast } from './copy-link';
