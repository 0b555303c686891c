export * from './define';
export * from './audit';
