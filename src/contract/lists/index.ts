export * from './define';
export * from './audit';
export * from './suggestions';
export * from './notifications';
