export * from './table';
export * from './match';
export * from './title';
export * from './channel-redirect';
