export * from './detect';
export * from './webview';
export * from './layout-choice';
