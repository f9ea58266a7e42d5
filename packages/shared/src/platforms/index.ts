export * from './cookie-consent.rules';
export * from './platform-pages.api';
export * from './platform-pages.rules';
export * from './platform-pages.schemas';
export * from './platforms.api';
export * from './platforms.schemas';
export * from './theme.rules';
