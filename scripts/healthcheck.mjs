// The container's HEALTHCHECK (Dockerfile): exit 0 when this machine's service answers GET /api/health with 200,
// 1 otherwise. Node is all the slim image has (no curl); PORT is the service's own setting.
const port = process.env.PORT || '8080';
const url = `http://127.0.0.1:${port}/api/health`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) {
    console.error(`${url} answered ${response.status}`);
    process.exit(1);
  }
  process.exit(0);
} catch (error) {
  console.error(`${url} did not answer: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
