// Before any spec: the service under test must serve the real data, never the demo fallback.
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not configured');
  const res = await fetch(`${baseURL}/api/health`);
  const health = (await res.json()) as { dataKind?: string; programs?: number };
  if (health.dataKind !== 'real') {
    throw new Error(
      `The e2e service serves ${health.dataKind ?? 'unknown'} data; set DATA_DIR to the real files.`,
    );
  }
  console.log(`e2e: real data, ${health.programs ?? '?'} programs`);
}
