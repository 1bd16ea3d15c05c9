// What npm start says while it gets ready (decision 0152): each step when it begins and, when it ends, how long it
// took; on a terminal a step that reports progress draws a bar meanwhile (cli-progress), and two steps that run at
// once (the data build and the web app's build) draw one bar each. Off a terminal (logs, Docker, tests) the same
// steps are plain lines, without bars.
import cliProgress from 'cli-progress';

export interface Step {
  /**
   * How far it is (0–1) and what it is doing now ("reading hd2024.csv"). With `creepTo`, a phase that reports
   * nothing until it ends (Rollup's, after its last module): the bar then creeps toward that mark meanwhile.
   */
  progress(fraction: number, doing?: string, creepTo?: number): void;
  /** A line about the step, printed above the bars. */
  note(line: string): void;
  /** Ends the step: "<done text> in 12.3 s[: summary]". */
  done(summary?: string): void;
  /** Ends the step without the "done" line (its failure is said by whoever handles it). */
  stop(): void;
}

export interface Steps {
  /** `bar.label`: the step's name beside its bar ("web app"), short enough for one line of a terminal. */
  begin(doing: string, done: string, options?: { bar?: { label: string } }): Step;
  /** A plain line, printed above any bar. */
  say(line: string): void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Redraws at most this often: redrawing costs, and a step's work may be holding the event loop. */
const REDRAW_MS = 100;
/** A creeping bar covers half the way left to its mark in this time. */
const CREEP_HALF_LIFE_MS = 3_000;

export function createSteps(stream: NodeJS.WriteStream = process.stdout): Steps {
  const tty = Boolean(stream.isTTY) && process.env.TERM !== 'dumb';
  let bars: cliProgress.MultiBar | undefined;
  let active = 0;
  let lastDraw = 0;

  const print = (line: string) => {
    if (bars && active > 0) bars.log(`${line}\n`);
    else stream.write(`${line}\n`);
  };
  const redraw = (force = false) => {
    const now = Date.now();
    if (!bars || (!force && now - lastDraw < REDRAW_MS)) return;
    lastDraw = now;
    // Drawn now rather than on the bars' timer: a data build step can hold the event loop for seconds.
    bars.update();
  };

  return {
    say: print,
    begin(doing, doneText, options = {}) {
      const started = Date.now();
      let bar: cliProgress.SingleBar | undefined;
      const short = options.bar?.label ?? doing;
      if (tty && options.bar) {
        bars ??= new cliProgress.MultiBar(
          {
            stream,
            format: '  {bar} {percentage}% | {label} | {duration_formatted}',
            barsize: 24,
            hideCursor: true,
            clearOnComplete: true,
            autopadding: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar = bars.create(100, 0, { label: short });
        active++;
      }
      print(`${doing}…`);
      let ended = false;
      let creep: NodeJS.Timeout | undefined;
      let shown = 0;
      // A bar never goes back: a report behind where the creeping got to waits for the work to catch up.
      const show = (fraction: number, label: string) => {
        shown = Math.max(shown, Math.round(Math.max(0, Math.min(1, fraction)) * 100));
        bar?.update(shown, { label });
      };
      const end = (line?: string) => {
        if (ended) return;
        ended = true;
        clearInterval(creep);
        if (bar && bars) {
          bars.remove(bar);
          active--;
          if (active === 0) {
            bars.stop();
            bars = undefined;
          }
        }
        if (line) print(line);
      };
      return {
        progress(fraction, now, creepTo) {
          if (!bar || ended) return;
          const label = now ? `${short}: ${now}` : short;
          clearInterval(creep);
          creep = undefined;
          show(fraction, label);
          redraw();
          if (creepTo === undefined || creepTo <= fraction) return;
          const from = Date.now();
          creep = setInterval(() => {
            const left = 0.5 ** ((Date.now() - from) / CREEP_HALF_LIFE_MS);
            show(creepTo - (creepTo - fraction) * left, label);
            redraw();
          }, 250);
          creep.unref();
        },
        note: print,
        done(summary) {
          end(`${doneText} in ${seconds(Date.now() - started)}${summary ? `: ${summary}` : ''}.`);
        },
        stop: () => end(),
      };
    },
  };
}
