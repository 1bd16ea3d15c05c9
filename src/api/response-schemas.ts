// The contract's response schemas, loaded as a separate chunk (zod is ~45 KB gzipped; see decision 0041).
import { z } from 'zod';

// zod 4 probes `new Function` once for faster parsers; the pages' strict CSP forbids eval, so ask it not to try.
z.config({ jitless: true });

export { errorPayloadSchema, NO_DATA_MESSAGE } from '../../contract/errors';
export { institutionListSchema } from '../../contract/institutions/institutions';
export { programListSchema } from '../../contract/programs/programs';
export { suggestionListSchema } from '../../contract/suggest/suggest-schema';
export { programDetailsSchema } from '../../contract/program-details/program-details';
