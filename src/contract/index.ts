export * from './roles';
export * from './constants';
export * from './access';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/notifications';
