/**
 * The bench's logged-in customers: `count` demo accounts registered through the API as a visitor
 * registers (POST /api/register), each signed in (POST /api/login) with a session cookie of its own.
 * The bench raises the register and login limits for its one address (run.ts).
 */
const PASSWORD = 'Bench-udhetim-2026';

export interface Customers {
  cookies: string[];
  /** The next customer's cookie, in turn: each request of a scenario is one of the customers'. */
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
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`login ${username}: HTTP ${login.status}`);
    cookies.push(cookie);
  }
  let turn = 0;
  return { cookies, next: () => cookies[turn++ % cookies.length]! };
}
