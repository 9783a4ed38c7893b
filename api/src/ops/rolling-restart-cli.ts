import { exec } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { rollingRestart } from './rolling-restart.js';

const sh = promisify(exec);

/**
 * `npm run rolling-restart -- [options] NAME...` (docs/operations.md). By default NAMEs are services of
 * docker-compose.yml (app1 app2): each is recreated (`up --force-recreate`, which stops the old
 * container with SIGTERM and its grace period) and must report healthy (its health check is /readyz)
 * before the next. Other setups give their own commands, `{}` standing for the NAME:
 *   --restart 'systemctl restart bani@{}' --ready 'http://127.0.0.1:500{}/readyz' 1 2
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    restart: { type: 'string', default: 'docker compose up -d --no-deps --force-recreate {}' },
    ready: { type: 'string', default: 'test "$(docker inspect -f "{{.State.Health.Status}}" "$(docker compose ps -q {})")" = healthy' },
    settle: { type: 'string', default: '5' },
    timeout: { type: 'string', default: '120' },
  },
});
const names = positionals.length ? positionals : ['app1', 'app2'];
const fill = (template: string, name: string) => template.replaceAll('{}', name);

await rollingRestart(names, {
  async restart(name) {
    await sh(fill(values.restart, name));
  },
  async ready(name) {
    const check = fill(values.ready, name);
    if (/^https?:\/\//.test(check)) return (await fetch(check, { signal: AbortSignal.timeout(3000) })).ok;
    return sh(check).then(() => true, () => false);
  },
  settleMs: Number(values.settle) * 1000,
  readyTimeoutMs: Number(values.timeout) * 1000,
  log: (m) => process.stderr.write(`${m}\n`),
});
process.stderr.write('rolling restart done\n');
