// The connection type, where the browser tells it (Network Information API,
// `navigator.connection.type`: Chromium on Android; absent on iOS, desktop and TV engines).
// Unknown counts as not cellular: a browser that does not say is on Wi-Fi or a wire far more
// often, and the user's 移动网络自动播放 choice is about a connection known to be metered.

interface NetworkInformationLike {
  type?: string;
}

/** True only when the browser says the connection is cellular. */
export function onCellular(nav: { connection?: NetworkInformationLike } = navigator as { connection?: NetworkInformationLike }): boolean {
  return nav.connection?.type === 'cellular';
}
