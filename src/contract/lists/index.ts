export * from './define';
export * from './audit';
export * from './suggestions';
export * from './notifications';
export * from './hrRequests';
export * from './abandonment';
