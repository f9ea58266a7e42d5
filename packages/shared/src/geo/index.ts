export * from './geo.api';
export * from './geo.schemas';
