export * from './chunk-reload.rules';
export * from './confirm.rules';
