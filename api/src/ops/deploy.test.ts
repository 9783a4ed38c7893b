import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/paths.js';

const run = promisify(execFile);
const SECRETS = ['SESSION_SECRET', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD'];

/**
 * The deployment files are checked by their own tools (Debian's docker-compose and caddy, which
 * .ci/run installs): no Docker engine runs here, so this is as far as they can be tried.
 */
describe('deployment files', () => {
  it('docker-compose.yml is a valid compose file with two app replicas, Caddy, MinIO and Mailpit', async () => {
    // Its secrets have no defaults (issue 15): without them it refuses, naming one.
    const bare = Object.fromEntries(Object.entries(process.env).filter(([k]) => !SECRETS.includes(k)));
    const refused = await run('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: REPO_ROOT, env: bare }).then(() => undefined, (e: { stderr: string }) => e);
    expect(refused?.stderr).toMatch(/set (SESSION_SECRET|POSTGRES_PASSWORD|MINIO_ROOT_PASSWORD) to/);
    const env = { ...bare, SESSION_SECRET: 'x'.repeat(40), POSTGRES_PASSWORD: 'pg-secret', MINIO_ROOT_PASSWORD: 'minio-secret' };
    await run('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: REPO_ROOT, env });
    const { stdout } = await run('docker-compose', ['-f', 'docker-compose.yml', 'config', '--services'], { cwd: REPO_ROOT, env });
    expect(stdout.split('\n').filter(Boolean).sort()).toEqual(['app1', 'app2', 'caddy', 'mailpit', 'minio', 'minio-setup', 'postgres']);
  });

  it('deploy/Caddyfile is valid Caddy configuration', async () => {
    const { stdout, stderr } = await run('caddy', ['validate', '--config', path.join(REPO_ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, UPSTREAMS: 'app1:5000 app2:5000', SITE_ADDRESS: ':8080', HOME: '/tmp', XDG_DATA_HOME: '/tmp', XDG_CONFIG_HOME: '/tmp' },
    });
    expect(stdout + stderr).toMatch(/Valid configuration/);
  });
});
