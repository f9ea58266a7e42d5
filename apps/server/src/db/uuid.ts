/** Ids come from the URL: anything that is not a uuid cannot be a row, and must not reach a uuid column. */
export { isUuid } from '@opencall/shared/common';
