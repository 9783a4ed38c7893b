/**
 * The bench's logged-in customers: `count` demo accounts registered through the API as a visitor
 * registers (POST /api/register), each signed in (POST /api/login), then opening the home page, with
 * the cookies a browser keeps from those answers (its session, and the hint of its kind: ADR 0052).
 * The bench raises the register and login limits for its one address (run.ts).
 */
const PASSWORD = 'Bench-udhetim-2026';

export interface Customers {
  cookies: string[];
  /** The next customer's cookies, in turn: each request of a scenario is one of the customers'. */
  next(): string;
}

export async function registerCustomers(port: number, count: number, prefix = `bench${Date.now().toString(36)}`): Promise<Customers> {
  const post = (path: string, body: object) => fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}_${i}`;
    const registered = await post('/api/register', {
      firstName: 'Klient', lastName: `Prove ${i}`, number: `+38344${String(100000 + i)}`, email: `${username}@example.com`, username, password: PASSWORD,
    });
    if (registered.status !== 201) throw new Error(`register ${username}: HTTP ${registered.status} ${await registered.text()}`);
    const login = await post('/api/login', { username, password: PASSWORD });
    if (login.status !== 200) throw new Error(`login ${username}: HTTP ${login.status}`);
    const jar = new Map<string, string>();
    keep(jar, login);
    if (!jar.size) throw new Error(`login ${username}: no session cookie`);
    // As a browser does next: a page, whose answer adds the cookies a signed-in visitor then carries.
    keep(jar, await fetch(`http://127.0.0.1:${port}/`, { headers: { Accept: 'text/html', Cookie: cookieHeader(jar) } }));
    cookies.push(cookieHeader(jar));
  }
  let turn = 0;
  return { cookies, next: () => cookies[turn++ % cookies.length]! };
}

/** The cookies an answer sets, kept as a browser keeps them (a cleared one goes). */
function keep(jar: Map<string, string>, answer: Response): void {
  for (const line of answer.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const cleared = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
    if (cleared) jar.delete(name);
    else jar.set(name, pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
