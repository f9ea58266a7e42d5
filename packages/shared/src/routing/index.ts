export * from './page-paths';
