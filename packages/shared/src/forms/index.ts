export * from './fields.schemas';
