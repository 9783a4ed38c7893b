import cliProgress from 'cli-progress';

export interface TableProgress {
  tick(n?: number): void;
  done(): void;
}

/** One bar (or line) per legacy table: rows done of the total, and the rate. */
export interface Progress {
  start(label: string, total: number): TableProgress;
}

/** Bars on a terminal; plain lines where nobody watches a cursor move (CI, a log file, a pipe). */
export function progressFor(stream: NodeJS.WriteStream = process.stderr, env: NodeJS.ProcessEnv = process.env): Progress {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  return stream.isTTY && !ci ? barProgress(stream) : lineProgress((line) => stream.write(`${line}\n`));
}

const rate = (done: number, ms: number) => {
  const perSecond = done / Math.max(ms / 1000, 0.001);
  return `${perSecond < 10 ? perSecond.toFixed(1) : Math.round(perSecond)} rows/s`;
};

function barProgress(stream: NodeJS.WriteStream): Progress {
  return {
    start(label, total) {
      const started = performance.now();
      const bar = new cliProgress.SingleBar(
        {
          stream,
          format: `${label.padEnd(22)} [{bar}] {value}/{total} | {rate} | {duration}s`,
          hideCursor: true,
          clearOnComplete: false,
          etaBuffer: 50,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(Math.max(total, 0), 0, { rate: '-' });
      let done = 0;
      return {
        tick(n = 1) {
          done += n;
          bar.update(done, { rate: rate(done, performance.now() - started) });
        },
        done() {
          bar.update(total, { rate: rate(total, performance.now() - started) });
          bar.stop();
        },
      };
    },
  };
}

/** Plain lines: one when a table starts, one every 5 s on a long table, one when it ends. */
export function lineProgress(write: (line: string) => void, everyMs = 5000): Progress {
  return {
    start(label, total) {
      const started = performance.now();
      let last = started;
      let done = 0;
      write(`${label}: ${total} row(s)`);
      return {
        tick(n = 1) {
          done += n;
          const now = performance.now();
          if (now - last >= everyMs) {
            last = now;
            write(`${label}: ${done}/${total} (${rate(done, now - started)})`);
          }
        },
        done() {
          const ms = performance.now() - started;
          write(`${label}: ${total}/${total} done in ${(ms / 1000).toFixed(1)} s (${rate(total, ms)})`);
        },
      };
    },
  };
}

/** No output at all (library use and tests that only want the report). */
export const silentProgress: Progress = { start: () => ({ tick() {}, done() {} }) };
