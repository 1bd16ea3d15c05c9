// Progress for long build steps: a cli-progress bar on a terminal, plain start/finish lines otherwise (logs, CI).
import cliProgress from 'cli-progress';

export interface Progress {
  tick(count?: number): void;
  done(): void;
}

export type Log = (line: string) => void;

/** Told how far a build step is (npm start draws its own bar from it, decision 0152). */
export type ProgressSink = (step: string, done: number, total: number) => void;

/** Ticks between two reports to a sink: often enough for a bar, rarely enough to cost nothing. */
const SINK_EVERY = 2_000;

export function startProgress(
  label: string,
  total: number,
  log: Log,
  tty: boolean,
  sink?: ProgressSink,
): Progress {
  if (!tty || total < 10_000) {
    const started = Date.now();
    log(`${label}: ${total.toLocaleString('en-US')} rows…`);
    let count = 0;
    sink?.(label, 0, total);
    return {
      tick: sink
        ? (n = 1) => {
            const before = count;
            count += n;
            if (Math.floor(count / SINK_EVERY) !== Math.floor(before / SINK_EVERY)) sink(label, count, total);
          }
        : () => undefined,
      done: () => {
        sink?.(label, total, total);
        log(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      format: `${label.padEnd(28)} [{bar}] {percentage}% | {value}/{total} rows | {duration}s`,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  let pending = 0;
  return {
    tick(count = 1) {
      pending += count;
      // Redrawing on every row would cost more than the work itself.
      if (pending >= 2_000) {
        bar.increment(pending);
        pending = 0;
      }
    },
    done() {
      bar.increment(pending);
      bar.stop();
    },
  };
}
