export * from './file-name.rules';
export * from './file-signature.rules';
export * from './file-types.rules';
export * from './files.api';
export * from './files.schemas';
export * from './image-transform.rules';
