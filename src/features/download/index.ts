export { ANDROID_VERSION, TV_VERSION, SHARE_LINK_KEY, absoluteLink, useDownloadLinks } from './download-data';
export { copyText, copyLinkWithToast } from './copy-link';
