// The primary's side of taking up a rebuilt database with several workers (decision 0194): every worker serves the
// same build. When the database is replaced, each serving worker opens the new one in turn — kept out of the
// connection rotation while it does, so the others keep serving — and once all have, they all switch at once. A
// worker that starts on a build other than the one served (a replacement started after the file changed) waits,
// dealt no connection, until the others have switched to its build.
import type { Worker } from 'node:cluster';
import { isMessage, sendToWorker } from './worker-messages';
import type { PreparedMessage, PrepareMessage, SwitchMessage } from './worker-messages';

export interface PoolReloadHooks {
  /** The workers serving now. */
  serving: () => Worker[];
  /** Keeps a worker out of the connection rotation (true) or lets it back (false). */
  setPreparing: (worker: Worker, preparing: boolean) => void;
  /** Workers that waited for the switch now serve. */
  admit: (workers: Worker[]) => void;
  log: (line: string) => void;
  warn: (line: string) => void;
  /** Longest a worker may take to open a database (default 5 minutes: a start without a snapshot at 10× data). */
  prepareTimeoutMs?: number;
}

export function createPoolReload(hooks: PoolReloadHooks) {
  /** The build every serving worker serves; undefined before any serves. */
  let served: string | undefined;
  /** Ready on another build than the one served: waiting for the switch. */
  const held = new Map<Worker, string>();
  let running: Promise<void> | undefined;
  let wanted: string | undefined;

  /** Sends `prepare` and waits for the answer, the worker's exit or the time limit. */
  const prepare = (worker: Worker, builtAt: string) =>
    new Promise<PreparedMessage>((resolve) => {
      const done = (answer: PreparedMessage) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(answer);
      };
      const onMessage = (message: unknown) => {
        if (isMessage<PreparedMessage>(message, 'training-search-prepared')) done(message);
      };
      const onExit = () =>
        done({ type: 'training-search-prepared', ok: false, builtAt: '', error: 'exited' });
      const timer = setTimeout(
        () => done({ type: 'training-search-prepared', ok: false, builtAt: '', error: 'took too long' }),
        hooks.prepareTimeoutMs ?? 300_000,
      );
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      const message: PrepareMessage = { type: 'training-search-prepare', builtAt };
      sendToWorker(worker, message);
    });

  const send = (worker: Worker, message: SwitchMessage | { type: 'training-search-discard' }) => {
    sendToWorker(worker, message);
  };

  async function reloadTo(builtAt: string): Promise<void> {
    const targets = hooks.serving().slice();
    const prepared: Worker[] = [];
    for (const worker of targets) {
      if (!worker.isConnected()) continue;
      hooks.setPreparing(worker, true);
      const answer = await prepare(worker, builtAt);
      hooks.setPreparing(worker, false);
      if (answer.ok && answer.builtAt === builtAt) {
        prepared.push(worker);
        continue;
      }
      for (const w of prepared) send(w, { type: 'training-search-discard' });
      if (answer.ok) {
        // The file changed again meanwhile: take up that build instead.
        send(worker, { type: 'training-search-discard' });
        wanted = answer.builtAt;
        return;
      }
      hooks.warn(
        `Worker ${worker.id} could not open the rebuilt database (built ${builtAt}): ${answer.error ?? 'failed'}; ` +
          `the workers keep serving the database built ${served ?? '?'}.`,
      );
      // Workers that started on that build are stopped (and replaced, with the supervisor's pauses).
      for (const [w] of held) w.process.kill('SIGTERM');
      held.clear();
      return;
    }
    // All at once: each switches when it reads this message, before any connection dealt to it afterwards.
    const switchTo: SwitchMessage = { type: 'training-search-switch', builtAt };
    for (const worker of prepared) send(worker, switchTo);
    served = builtAt;
    const joining = [...held].filter(([, b]) => b === builtAt).map(([w]) => w);
    for (const w of joining) held.delete(w);
    hooks.admit(joining);
    hooks.log(
      `The serving workers (${prepared.length + joining.length}) took up the rebuilt database (built ${builtAt}) ` +
        'together.',
    );
  }

  /** Runs reloads one after another, always towards the newest build asked for. */
  function ask(builtAt: string): void {
    wanted = builtAt;
    if (running) return;
    running = (async () => {
      while (wanted !== undefined && wanted !== served) {
        const next: string = wanted;
        await reloadTo(next);
        if (wanted === next) wanted = undefined;
      }
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    /** A worker is ready on `builtAt`: whether it may serve now, or must wait for the others to switch. */
    ready(worker: Worker, builtAt: string): 'serve' | 'hold' {
      if (served === undefined || hooks.serving().length === 0) served = builtAt;
      if (builtAt === served) return 'serve';
      held.set(worker, builtAt);
      ask(builtAt);
      return 'hold';
    },
    /** The watcher saw a rebuilt database. */
    rebuilt(builtAt: string): void {
      if (builtAt !== served) ask(builtAt);
    },
    /** A worker is gone; when none serves any more, those waiting serve their own build. */
    exited(worker: Worker): void {
      held.delete(worker);
      if (hooks.serving().length > 0 || held.size === 0) return;
      const [[, builtAt] = [undefined, undefined]] = [...held];
      if (builtAt === undefined) return;
      served = builtAt;
      const joining = [...held].filter(([, b]) => b === builtAt).map(([w]) => w);
      for (const w of joining) held.delete(w);
      hooks.admit(joining);
    },
    get served(): string | undefined {
      return served;
    },
  };
}
