// The contract's response schemas, loaded as a separate chunk (zod is ~45 KB gzipped; see decision 0041).
export { errorPayloadSchema, NO_DATA_MESSAGE } from '../../contract/errors';
export { institutionListSchema } from '../../contract/institutions';
export { programListSchema } from '../../contract/programs';
