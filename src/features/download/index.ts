export { ANDROID_VERSION, TV_VERSION, useDownloadLinks } from './download-data';
export { copyText, copyLinkWithToast } from './copy-link';
