export * from './define';
export { hrRequestTypes } from './hrRequestTypes';
export { webinars } from './webinars';
export { jobFairs, jobFairsCard, JOB_FAIR_PDF_MAX_BYTES } from './jobFairs';
export { callsOf, defineResource, type AnyResource, type DeclaredResource, type ResourceCalls } from './calls';
