export * from './system.api';
