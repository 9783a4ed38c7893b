import net from 'node:net';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { FOREIGN_ORIGIN } from '../http/security.js';
import { Role } from '../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { listenRaw } from '../test/raw-http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.bani-travel.example' });
});
afterAll(() => t.close());

/** Another app on the same database with different settings (proxy, production...). */
async function withApp(env: Record<string, string>, fn: (app: supertest.Agent) => Promise<void>) {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), ...env });
  const handle = await createApp(config, t.orm, t.databaseUrl);
  try {
    await fn(supertest.agent(handle.listener));
  } finally {
    await handle.close();
  }
}

describe('CSRF: Origin / Referer check on state-changing requests', () => {
  const login = { username: 'owner', password: 'Owner-Bani-2026!' };

  it('refuses a foreign Origin with a 403 JSON on every kind of endpoint, and does nothing', async () => {
    const evil = 'https://evil.example';
    const calls = [
      t.agent().post('/api/login').set('Origin', evil).send(login),
      t.agent().post('/graphql').set('Origin', evil).send({ query: 'mutation { logout }' }),
      t.agent().post('/logout').set('Origin', evil).send({}),
      t.agent().put('/api/shtetin-update/1').set('Origin', evil).send({}),
      t.agent().delete('/api/shtetin-delete/1').set('Origin', evil),
      t.agent().patch('/api/anything').set('Origin', evil),
      t.agent().post('/media/anything').set('Origin', evil),
    ];
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect(res.status, `call ${i}`).toBe(403);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ error: FOREIGN_ORIGIN });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('falls back to the Referer, and refuses an opaque "null" origin', async () => {
    await t.agent().post('/api/login').set('Referer', 'https://evil.example/page?x=1').send(login).expect(403);
    await t.agent().post('/api/login').set('Origin', 'null').send(login).expect(403);
    await t.agent().post('/api/login').set('Referer', 'not a url').send(login).expect(403);
    // Same-origin Referer (Origin stripped by an old browser or a proxy) is fine.
    await t.agent().post('/api/login').set('Host', 'bani.example').set('Referer', 'http://bani.example/login').send(login).expect(200);
  });

  it('lets through our own origin, PUBLIC_URL, the CORS allow-list, and requests without either header', async () => {
    await t.agent().post('/api/login').set('Host', 'bani.example:5000').set('Origin', 'http://bani.example:5000').send(login).expect(200);
    await t.agent().post('/api/login').set('Origin', 'https://www.bani-travel.example').send(login).expect(200);
    await t.agent().post('/api/login').set('Origin', 'http://localhost:3000').send(login).expect(200);
    await t.agent().post('/api/login').send(login).expect(200); // curl, servers, tests: no victim cookie to abuse
    // Scheme and port are part of the origin.
    await t.agent().post('/api/login').set('Host', 'bani.example').set('Origin', 'https://bani.example').send(login).expect(403);
    await t.agent().post('/api/login').set('Host', 'bani.example').set('Origin', 'http://bani.example:8080').send(login).expect(403);
    // Reads are never refused for their origin (CORS decides what a foreign page may read).
    await t.agent().get('/api/shtetet').set('Origin', 'https://evil.example').expect(200);
  });

  it('honours X-Forwarded-Proto/Host only when TRUST_PROXY says a proxy sets them', async () => {
    const forwarded = (a: supertest.Agent) => a.post('/api/login').set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'bani.example')
      .set('Host', 'internal:5000').set('Origin', 'https://bani.example').send(login);
    await withApp({ TRUST_PROXY: '1' }, async (a) => {
      expect((await forwarded(a)).status).toBe(200);
    });
    expect((await forwarded(t.agent())).status).toBe(403);
  });

  it("keeps Apollo's own CSRF prevention: a simple (form-like) request to /graphql is refused", async () => {
    const res = await t.agent().post('/graphql').set('Content-Type', 'text/plain').send('{"query":"{ me { id } }"}');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body ?? res.text)).not.toMatch(/"data"/);
    const get = await t.agent().get('/graphql?query=%7Bme%7Bid%7D%7D').set('Accept', 'application/json');
    expect(get.status).toBe(400); // GET without a preflight-forcing header
  });

  it('sets the session cookie HttpOnly and SameSite=Lax (Secure in production)', async () => {
    const res = await t.agent().post('/api/login').send(login).expect(200);
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    // A customer: staff in production sign in with a second factor first (ADR 0025).
    const customer = await t.createUser(Role.USER);
    const customerLogin = { username: customer.username, password: customer.password };
    await withApp({ NODE_ENV: 'production' }, async (a) => {
      // An untrusted X-Forwarded-Proto does not make plain http secure: the cookie is not marked Secure.
      const prod = await a.post('/api/login').set('X-Forwarded-Proto', 'https').send(customerLogin).expect(200);
      expect(prod.headers['set-cookie']![0]).not.toMatch(/;\s*Secure/i);
    });
    await withApp({ NODE_ENV: 'production', TRUST_PROXY: '1' }, async (a) => {
      const prod = await a.post('/api/login').set('X-Forwarded-Proto', 'https').send(customerLogin).expect(200);
      expect(prod.headers['set-cookie']![0]).toMatch(/;\s*Secure/i);
    });
  });
});

describe('CORS (LEGACY-API §1)', () => {
  it('echoes an allow-listed origin with credentials, and answers its preflight', async () => {
    const get = await t.agent().get('/api/shtetet').set('Origin', 'http://localhost:3000').expect(200);
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(get.headers['access-control-allow-credentials']).toBe('true');
    expect(get.headers.vary).toMatch(/Origin/);

    const pre = await t.agent().options('/api/add-shtetin').set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'PUT').set('Access-Control-Request-Headers', 'content-type');
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    expect(pre.headers['access-control-allow-methods']).toBe('GET,POST,PUT,DELETE');
    expect(pre.headers['access-control-allow-headers']?.toLowerCase()).toContain('content-type');
  });

  it('gives other origins no CORS headers at all, and never a 500', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      const get = await t.agent().get('/api/shtetet').set('Origin', origin);
      expect(get.status).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
      const pre = await t.agent().options('/api/login').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect(pre.status).toBeLessThan(500);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  const csp = (h: Record<string, string>) => Object.fromEntries(
    h['content-security-policy']!.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]),
  );

  it('sends a CSP without eval or inline scripts but those of its own nonce, and the usual hardening headers, on pages, JSON and errors', async () => {
    const nonces = new Set<string>();
    for (const res of [
      await t.agent().get('/healthz'),
      await t.agent().get('/api/nope'),
      await t.agent().get('/').set('Accept', 'text/html'),
      await t.agent().get('/graphiql').set('Accept', 'text/html'),
      await t.agent().post('/api/login').set('Content-Type', 'application/json').send('{bad'),
    ]) {
      const p = csp(res.headers);
      expect(p['default-src']).toEqual(["'self'"]);
      // A nonce of its own for each answer (the web app's pages carry React Router's scripts with it).
      expect(p['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/]{22}=='$/)]);
      nonces.add(p['script-src']![1]!);
      expect(p['script-src']).not.toContain("'unsafe-inline'");
      expect(p['object-src']).toEqual(["'none'"]);
      expect(p['frame-ancestors']).toEqual(["'none'"]);
      expect(p['base-uri']).toEqual(["'self'"]);
      expect(p['form-action']).toEqual(["'self'"]);
      expect(p['connect-src']).toEqual(["'self'"]);
      // GraphiQL's Monaco editor runs its workers from blob: URLs.
      expect(p['worker-src']).toEqual(["'self'", 'blob:']);
      expect(p['upgrade-insecure-requests']).toBeUndefined(); // plain-http development would break
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(nonces.size).toBe(5);
  });

  it('sends HSTS (and upgrade-insecure-requests) only when TRUST_PROXY says we are behind HTTPS', async () => {
    await withApp({ NODE_ENV: 'production' }, async (a) => {
      expect((await a.get('/healthz').expect(200)).headers['strict-transport-security']).toBeUndefined();
    });
    for (const env of [{ TRUST_PROXY: '127.0.0.1,::1/128' }, { NODE_ENV: 'production', TRUST_PROXY: '1' }] as Record<string, string>[]) {
      await withApp(env, async (a) => {
        const res = await a.get('/healthz').expect(200);
        expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
        expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
        expect(res.headers['x-powered-by']).toBeUndefined();
      });
    }
  });

});

describe('body limits', () => {
  const big = (mb: number) => JSON.stringify({ username: 'x'.repeat(mb * 1024 * 1024), password: 'x' });

  it('answers a 2 MB JSON body with 413 JSON on REST and GraphQL, never a 500 or HTML', async () => {
    for (const url of ['/api/login', '/graphql', '/api/contact', '/logout']) {
      const res = await t.agent().post(url).set('Content-Type', 'application/json').send(big(2));
      expect(res.status, url).toBe(413);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ error: 'Kërkesa është shumë e madhe.' });
    }
  });

  /** A raw connection to a fresh app with `env`: what the server writes back, and when it closes the connection. */
  async function rawConnection(env: Record<string, string>, head: string) {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), ...env });
    const handle = await createApp(config, t.orm, t.databaseUrl);
    const raw = await listenRaw(handle.listener);
    const socket = net.connect(raw.port, '127.0.0.1');
    const answer: Buffer[] = [];
    socket.on('data', (c: Buffer) => void answer.push(c));
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(head);
    return {
      socket, closed, answer: () => Buffer.concat(answer).toString('utf8'),
      async done() {
        socket.destroy();
        await raw.close();
        await handle.close();
      },
    };
  }

  it('answers a body that trickles in with 408 once its deadline passes, and closes the connection (REST and GraphQL)', async () => {
    for (const [path, body] of [['/api/contact', '{"name":"Arta","number":"+38344111222","email":"a@example.com","message":"x"}'], ['/graphql', '{"query":"{ me { id } }"}']] as const) {
      const started = Date.now();
      const c = await rawConnection({ REQUEST_BODY_TIMEOUT_SECONDS: '1' },
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      try {
        // A byte every 300 ms: never idle, never done.
        const drip = setInterval(() => c.socket.write(body[0]!), 300);
        const closedAt = await c.closed;
        clearInterval(drip);
        expect(c.answer(), path).toMatch(/^HTTP\/1\.1 408 /);
        expect(c.answer()).toMatch(/\r\nConnection: close\r\n/i);
        expect(c.answer()).toContain('{"error":"Kërkesa nuk mbërriti e plotë në kohë."}');
        expect(closedAt - started, path).toBeLessThan(4000);
      } finally {
        await c.done();
      }
    }
  });

  it('closes the connection after a 413: a 50 MB body is never read', async () => {
    const c = await rawConnection({}, `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`);
    try {
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      let open = true;
      c.closed.then(() => void (open = false));
      // Keep sending, as a client that ignores the answer would, until the server hangs up.
      while (open && sent < 50 * 1024 * 1024) {
        const flowing = c.socket.write(chunk);
        sent += chunk.length;
        // What the server does not read stays in the buffers: the client can only send on as it reads.
        if (!flowing) await Promise.race([new Promise((r) => c.socket.once('drain', r)), c.closed]);
      }
      await c.closed;
      expect(c.answer()).toMatch(/^HTTP\/1\.1 413 /);
      expect(c.answer()).toMatch(/\r\nConnection: close\r\n/i);
      expect(sent).toBeLessThan(20 * 1024 * 1024);
    } finally {
      await c.done();
    }
  });

  it('checks the role on the image routes before their big JSON parser: a stranger\'s body is never parsed', async () => {
    // A broken 3 MB body: parsing it would answer 400 (malformed JSON); the role check answers first.
    const broken = `{"title":"x","imageBase64":"${'A'.repeat(3 * 1024 * 1024)}`;
    const customer = await t.loginAs(Role.USER);
    const routes: [string, string][] = [
      ['post', '/api/add-images'], ['post', '/api/bullgari/add-images'], ['post', '/api/add-greqi-image'],
      ['post', '/api/add-cards'], ['post', '/api/Hurghada/add-cards'], ['post', '/api/kapodakia/add-cards'],
      ['put', '/api/cards-update/1'], ['put', '/api/hurghada/cards-update/1'], ['put', '/api/kapodakia/cards-update/1'],
    ];
    // At once: each refusal closes its connection a moment after the answer, without reading the body.
    await Promise.all(routes.map(async ([method, url]) => {
      const anonymous = await t.agent()[method as 'post'](url).set('Content-Type', 'application/json').send(broken);
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.headers.connection, url).toBe('close');
      const notStaff = await customer[method as 'post'](url).set('Content-Type', 'application/json').send(broken);
      expect(notStaff.status, url).toBe(403);
    }));
    // Staff still get the parser (and its verdict on the broken body).
    const admin = await t.loginAs(Role.ADMIN);
    await admin.post('/api/add-images').set('Content-Type', 'application/json').send(broken).expect(400);
  });

  it('accepts a body just under 1 MB (then validates it: 400)', async () => {
    const res = await t.agent().post('/api/login').set('Content-Type', 'application/json').send(big(0.9));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('username');
  });
});

describe('stored XSS (API side): markup is data, returned verbatim as JSON, never as HTML', () => {
  const payload = `<script>alert(1)</script><img src=x onerror="alert('x')">"'&`;

  it('stores and returns names with markup unchanged, as application/json with nosniff', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    await admin.post('/api/add-shtetin').send({ emri: payload }).expect(201);
    const rest = await t.agent().get('/api/shtetet').expect(200);
    expect(rest.type).toBe('application/json');
    expect(rest.headers['x-content-type-options']).toBe('nosniff');
    expect(rest.body.map((c: { emri: string }) => c.emri)).toContain(payload);
    expect(rest.text).not.toContain('&lt;'); // not HTML-escaped either: escaping is the renderer's job

    const g = await gql(t.agent(), '{ countries { name } }').expect(200);
    expect(g.type).toBe('application/json');
    expect(g.body.data.countries.map((c: { name: string }) => c.name)).toContain(payload);

    const form = { firstName: payload, lastName: 'B', number: '+38344123456', email: 'xss@example.com', username: 'xss_user', password: 'Sekret123' };
    await t.agent().post('/api/register').send(form).expect(201);
    const users = await admin.get('/api/users-get').expect(200);
    expect(users.type).toBe('application/json');
    expect(users.body.find((u: { username: string }) => u.username === 'xss_user').firstName).toBe(payload);
  });

  it('never reflects markup from the URL into an HTML answer', async () => {
    const res = await t.agent().get(`/api/${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.text).not.toContain('<script>');
  });
});
