// Loaded into the service's processes by bench/tail/http-tail.ts (NODE_OPTIONS=--import): stamps, on the epoch clock
// the client stamps with too, every request read and finished (with the main thread's time on the CPU and waiting
// for it in the kernel's run queue meanwhile, from /proc's schedstat) and every garbage collection. Written as JSON
// lines to $TAIL_STAMPS_DIR/<pid>.jsonl once a second. Measurement only: nothing here changes what the service does.
import { appendFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const dir = process.env.TAIL_STAMPS_DIR;
if (dir) {
  const file = path.join(dir, `${process.pid}.jsonl`);
  const epoch = () => performance.timeOrigin + performance.now();
  const schedstat = `/proc/${process.pid}/task/${process.pid}/schedstat`;
  /** [ms on the CPU, ms runnable but waiting for a CPU] so far, for the main thread. */
  const sched = () => {
    const [onCpu = 0, waiting = 0] = readFileSync(schedstat, 'utf8').split(' ').map(Number);
    return [onCpu / 1e6, waiting / 1e6];
  };
  let lines = [];
  const flush = () => {
    if (lines.length === 0) return;
    appendFileSync(file, `${lines.join('\n')}\n`);
    lines = [];
  };
  setInterval(flush, 1000).unref();
  process.on('exit', flush);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      lines.push(
        JSON.stringify({ gc: performance.timeOrigin + e.startTime, ms: e.duration, kind: e.detail?.kind }),
      );
    }
  }).observe({ entryTypes: ['gc'] });
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    if (event === 'request') {
      const [req, res] = args;
      const [cpu0, wait0] = sched();
      const read = epoch();
      res.once('finish', () => {
        const [cpu1, wait1] = sched();
        lines.push(
          JSON.stringify({
            url: req.url,
            read,
            finished: epoch(),
            onCpu: cpu1 - cpu0,
            runQueue: wait1 - wait0,
            pid: process.pid,
          }),
        );
      });
    }
    return emit.call(this, event, ...args);
  };
}
