export * from './account';
export * from './market';
export * from './rest';
export * from './socket';
export * from './hub';
export * from './webConfig';
export * from './compute';
export * from './chartSettings';
