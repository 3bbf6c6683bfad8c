export * from './locales';
export * from './platforms';
export * from './rules';
export * from './application.schema';
export * from './contact.schema';
export * from './responses';
export * from './case-status';
export * from './messages';
