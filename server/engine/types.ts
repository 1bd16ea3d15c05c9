// What the HTTP layer needs from a search engine: the local one (SQLite data) and the gateway both provide it.
import type { PlaceCandidate } from '../../contract/errors';
import type { InstitutionList } from '../../contract/institutions/institutions';
import type { InstitutionsKeywordRequest } from '../../contract/institutions/keyword-institutions';
import type { ProgramList } from '../../contract/programs/programs';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';
import type { SuggestionList, SuggestRequest } from '../../contract/suggest/suggest';
import type { ProgramDetails, ProgramDetailsRequest } from '../../contract/program-details/program-details';

export interface DataInfo {
  /** 'demo' when the database was built from the project's own demo dataset ("Demo data" in the UI). */
  dataKind: 'real' | 'demo';
  builtAt: string;
  institutions: number;
  programs: number;
}

/** What the HTTP layer tells an engine about the request it serves. */
export interface SearchContext {
  /** Gateway mode: called before each upstream call (not for a cached answer); throws when over budget. */
  beforeUpstreamCall?: () => void;
  /** When the request arrived (performance.now()): deadlines count from then, queue wait included. */
  arrivedAt?: number;
}

export interface SearchEngine {
  /** v2 program listing. Throws BadRequestError for input that is well-formed but invalid (unknown location…). */
  searchPrograms(req: ProgramsRequest, ctx?: SearchContext): ProgramList | Promise<ProgramList>;
  /** v1 institution listing, for either v1 search (9 segments, or the 12-segment keyword search). Throws likewise. */
  searchInstitutions(
    req: InstitutionsRequest | InstitutionsKeywordRequest,
    ctx?: SearchContext,
  ): InstitutionList | Promise<InstitutionList>;
  /** Suggestions as you type (decision 0066); an engine without them (the gateway) leaves it out. */
  suggest?(req: SuggestRequest): SuggestionList;
  /** One program with its details; null when no program has the id (404). Throws BadRequestError likewise. */
  programDetails(
    req: ProgramDetailsRequest,
    ctx?: SearchContext,
  ): ProgramDetails | null | Promise<ProgramDetails | null>;
  info(): DataInfo;
}

/** Bad input that the service answers with 400 and this message (docs/service.md "Errors"). */
export class BadRequestError extends Error {
  constructor(
    message: string,
    /** The path segment or query parameter at fault, when one is. */
    readonly segment?: string,
    /** For a location: the places the user may have meant, most likely first. */
    readonly candidates?: PlaceCandidate[],
  ) {
    super(message);
    this.name = 'BadRequestError';
  }
}
