// The state ETPL formats the build knows; adding a state = one mapping file + one line here.
import type { EtplFormat } from './etpl-format';
import { texasEtpl } from './texas';

export const ETPL_FORMATS: readonly EtplFormat[] = [texasEtpl];
