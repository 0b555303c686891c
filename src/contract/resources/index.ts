export * from './define';
export { hrRequestTypes } from './hrRequestTypes';
export { webinars } from './webinars';
