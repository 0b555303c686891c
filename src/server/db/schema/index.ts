// The Drizzle schema, one file per area; drizzle-kit and the app read it from here.
export * from './core';
export * from './notifications';
export * from './admin';
export * from './files';
export * from './blueprints';
export * from './hr';
export * from './tutoring';
export * from './jobFairs';
export * from './professionalMentoring';
export * from './rowCounts';
export * from './changeEvents';
export * from './presence';
export * from './savedViews';
