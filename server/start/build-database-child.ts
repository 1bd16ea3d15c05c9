// npm start's data build, in a process of its own (decision 0152): the build holds its thread for seconds at a time,
// which would freeze the progress bars of the steps running beside it, and its memory goes back to the system before
// the service loads. It reports its log lines and progress to npm start over IPC, then the build's report; with
// `snapshot`, it also writes the engine snapshot beside the new database for the workers to load.
import { ensureDatabase } from '../data/ensure-database';
import { DataBuildError } from '../data/errors';
import type { BuildReport } from '../data/report';

export interface BuildRequest {
  dbPath: string;
  dataDir?: string;
  snapshot: boolean;
}

export type BuildMessage =
  | { type: 'log'; line: string }
  | { type: 'progress'; phase: string; done: number; total: number }
  | { type: 'built'; report?: BuildReport }
  | { type: 'snapshot'; ms: number; error?: string }
  | { type: 'failed'; message: string; sourceProblem: boolean };

/** Resolves once the message is handed to the channel, so the last ones are not lost when the process leaves. */
const send = (message: BuildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

const request = JSON.parse(process.argv[2] ?? '{}') as BuildRequest;
try {
  const { report } = await ensureDatabase({
    dbPath: request.dbPath,
    dataDir: request.dataDir,
    logReport: false,
    log: (line) => void send({ type: 'log', line }),
    onProgress: (phase, done, total) => void send({ type: 'progress', phase, done, total }),
  });
  await send({ type: 'built', report });
  if (request.snapshot) {
    const started = performance.now();
    try {
      const { writeSnapshotFor } = await import('../engine/snapshot/start-up');
      writeSnapshotFor(request.dbPath);
      await send({ type: 'snapshot', ms: performance.now() - started });
    } catch (error) {
      await send({ type: 'snapshot', ms: performance.now() - started, error: (error as Error).message });
    }
  }
} catch (error) {
  await send({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
    sourceProblem: error instanceof DataBuildError,
  });
  if (!(error instanceof DataBuildError)) console.error(error);
  process.exitCode = 1;
}
// Leaves once the messages are sent: the IPC channel would keep the process alive.
process.disconnect?.();
