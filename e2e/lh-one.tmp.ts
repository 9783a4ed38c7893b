import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { startServer } from './server';
const run = promisify(execFile);
const server = await startServer();
try {
  for (const p of (process.env.PAGES ?? '/').split(',')) {
    await fetch(server.baseUrl + p);
    const { stdout } = await run('/work/main/node_modules/.bin/lighthouse', [server.baseUrl + p, '--form-factor=mobile', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 });
    await writeFile(`/tmp/lh${p.replace(/\//g, '_')}.json`, stdout);
    console.log('done', p);
  }
} finally { await server.stop(); }
