// Runs npm scripts side by side (`node scripts/run-parallel.mjs typecheck lint`): each is one
// single-threaded tool, so on a 2-core CI machine the pair takes as long as the longer one. A script's
// output is held and printed whole when it ends, so two logs never interleave; the exit code is
// non-zero when any of them failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.env.npm_execpath
  ? [process.execPath, [process.env.npm_execpath]]
  : ['npm', []];

const runs = names.map((name) => new Promise((resolve) => {
  const chunks = [];
  const child = spawn(npm[0], [...npm[1], 'run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (c) => chunks.push(c));
  child.stderr.on('data', (c) => chunks.push(c));
  child.on('close', (code, signal) => {
    const ok = code === 0;
    process.stdout.write(`\n── npm run ${name}: ${ok ? 'ok' : `FAILED (${signal ?? code})`} ──\n`);
    process.stdout.write(Buffer.concat(chunks));
    resolve(ok);
  });
}));

const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
