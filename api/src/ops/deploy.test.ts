import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from '../test/paths.js';

const run = promisify(execFile);
const SECRETS = ['SESSION_SECRET', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD'];

/**
 * The deployment files are checked by their own tools (Debian's docker-compose and caddy, which
 * .ci/run installs): no Docker engine runs here, so this is as far as they can be tried.
 */
describe('deployment files', () => {
  it('docker-compose.yml is a valid compose file with two app replicas, Varnish, Caddy, MinIO and Mailpit', async () => {
    // Its secrets have no defaults (issue 15): without them it refuses, naming one.
    const bare = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SECRETS.includes(k)));
    const refused = await run('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: REPO_ROOT, env: bare }).then(() => undefined, (e: { stderr: string }) => e);
    expect(refused?.stderr).toMatch(/set (SESSION_SECRET|POSTGRES_PASSWORD|MINIO_ROOT_PASSWORD) to/);
    const env = { ...bare, SESSION_SECRET: 'x'.repeat(40), POSTGRES_PASSWORD: 'pg-secret', MINIO_ROOT_PASSWORD: 'minio-secret' };
    await run('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: REPO_ROOT, env });
    const { stdout } = await run('docker-compose', ['-f', 'docker-compose.yml', 'config', '--services'], { cwd: REPO_ROOT, env });
    expect(stdout.split('\n').filter(Boolean).sort()).toEqual(['app1', 'app2', 'caddy', 'mailpit', 'minio', 'minio-setup', 'postgres', 'varnish']);
  });

  it('deploy/Caddyfile is valid Caddy configuration', async () => {
    const { stdout, stderr } = await run('caddy', ['validate', '--config', path.join(REPO_ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, UPSTREAMS: 'app1:5000 app2:5000', SITE_ADDRESS: ':8080', HOME: '/tmp', XDG_DATA_HOME: '/tmp', XDG_CONFIG_HOME: '/tmp' },
    });
    expect(stdout + stderr).toMatch(/Valid configuration/);
  });

  it("serves the web app's hashed files itself, brotli or gzip as the client accepts, immutable", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'bani-proxy-'));
    const script = 'console.log("hashed");'.repeat(100);
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'assets', 'app-abc.js'), script);
    await writeFile(path.join(root, 'assets', 'app-abc.js.br'), brotliCompressSync(script));
    await writeFile(path.join(root, 'assets', 'app-abc.js.gz'), gzipSync(script));
    const port = await freePort();
    const caddy = spawn('caddy', ['run', '--config', path.join(REPO_ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, UPSTREAMS: '127.0.0.1:9', SITE_ADDRESS: `http://127.0.0.1:${port}`, WEB_ROOT: root, HOME: root, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root },
      stdio: 'ignore',
    });
    try {
      const url = `http://127.0.0.1:${port}/assets/app-abc.js`;
      let res: Response | undefined;
      for (let i = 0; i < 100 && !res; i++) res = await fetch(url, { headers: { 'Accept-Encoding': 'br' } }).catch(() => new Promise<undefined>((r) => setTimeout(r, 100)));
      expect(res!.status).toBe(200);
      expect(res!.headers.get('content-encoding')).toBe('br');
      expect(res!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res!.text()).toBe(script);
      const gz = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect((await fetch(`http://127.0.0.1:${port}/assets/gone.js`)).status).toBe(404);
    } finally {
      caddy.kill('SIGTERM');
      await rm(root, { recursive: true, force: true });
    }
  });
});
