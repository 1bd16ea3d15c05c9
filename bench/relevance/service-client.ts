// Sends a judged query to a running service as the web app does: its runtime config (GET /config.json) for the
// user id and token, the contract's v2 path, relevance order, a first page of 10.
import { programsApiPath } from '../../contract/urls/paths';
import { defaultProgramsSearch, MAX_PAGE_SIZE } from '../../contract/requests';
import { parseRuntimeConfig, type RuntimeConfig } from '../../contract/runtime-config';
import type { ResultItem } from './judge';
import type { JudgedQuery } from './judged-query';

export interface ServiceAnswer {
  recordCount: number;
  /** the first page of 10, as the app shows it */
  firstPage: ResultItem[];
  /** results in relevance order from the first, up to the depth asked for */
  deep: ResultItem[];
  didYouMean: string[];
  /** the service searched a correction instead of the words typed (IsAutoCorrectionUsed) */
  autoCorrected: boolean;
  searchedOn: unknown;
  /** wall time of the first-page request, ms */
  firstPageMs: number;
}

export class ServiceError extends Error {}

/** What a refused query is scored as: no results. */
export const NO_ANSWER: ServiceAnswer = {
  recordCount: 0,
  firstPage: [],
  deep: [],
  didYouMean: [],
  autoCorrected: false,
  searchedOn: undefined,
  firstPageMs: 0,
};

export async function readRuntimeConfig(baseUrl: string): Promise<RuntimeConfig> {
  const response = await fetch(new URL('/config.json', baseUrl), { headers: { Accept: 'application/json' } });
  const config = response.ok ? parseRuntimeConfig(await response.json()) : null;
  if (!config) throw new ServiceError(`${baseUrl}/config.json did not give a runtime configuration`);
  return config;
}

interface ProgramList {
  RecordCount: number;
  SchoolPrograms: ResultItem[];
  DidYouMean?: string[];
  IsAutoCorrectionUsed?: boolean;
  SearchedOn?: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function getList(baseUrl: string, config: RuntimeConfig, path: string): Promise<ProgramList> {
  const url = new URL(`${config.apiBase.replace(/\/$/, '')}${path}`, baseUrl);
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${config.token}` },
    });
    // A shared service may rate-limit a client that sends a whole query set: wait as told, a bounded number of times.
    if (response.status === 429 && attempt < 5) {
      await sleep(Math.min(60, Number(response.headers.get('retry-after') ?? 5)) * 1000);
      continue;
    }
    if (!response.ok) {
      throw new ServiceError(
        `${response.status} for ${url.pathname}: ${(await response.text()).slice(0, 200)}`,
      );
    }
    return (await response.json()) as ProgramList;
  }
}

function path(config: RuntimeConfig, q: JudgedQuery, startRecord: number, limitRecord: number): string {
  return programsApiPath({
    ...defaultProgramsSearch,
    userId: config.userId,
    keyword: q.keyword,
    location: q.location === '0' ? '' : q.location,
    radius: q.radius > 0 ? String(q.radius) : '',
    sortColumns: '',
    sortDirection: '',
    startRecord,
    limitRecord,
  });
}

/**
 * The first page of 10, then pages from the start until `depth` results or the end: of at most MAX_PAGE_SIZE, the
 * most the page's token may ask for (decision 0081), which is the token the bench searches with, as the app does.
 */
export async function askService(
  baseUrl: string,
  config: RuntimeConfig,
  q: JudgedQuery,
  depth: number,
): Promise<ServiceAnswer> {
  const started = performance.now();
  const first = await getList(baseUrl, config, path(config, q, 0, 10));
  const firstPageMs = performance.now() - started;
  const deep: ResultItem[] = [];
  const wanted = Math.min(depth, first.RecordCount);
  while (deep.length < wanted) {
    const page = await getList(
      baseUrl,
      config,
      path(config, q, deep.length, Math.min(MAX_PAGE_SIZE, wanted - deep.length)),
    );
    if (page.SchoolPrograms.length === 0) break;
    deep.push(...page.SchoolPrograms);
  }
  return {
    recordCount: first.RecordCount,
    firstPage: first.SchoolPrograms,
    deep,
    didYouMean: first.DidYouMean ?? [],
    autoCorrected: first.IsAutoCorrectionUsed === true,
    searchedOn: first.SearchedOn,
    firstPageMs,
  };
}
