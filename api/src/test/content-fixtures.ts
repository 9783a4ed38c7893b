import sharp from 'sharp';
import { expect } from 'vitest';
import { gql, type TestApp } from './test-app.js';
import { Role } from '../modules/users/role.js';

type Agent = ReturnType<TestApp['agent']>;
type Method = 'post' | 'put' | 'delete';

/** A real image of the given format, drawn by sharp (a gradient, so it is not trivially compressible). */
export async function testImage(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#ff7e5f"/><stop offset="1" stop-color="#2193b0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${height / 5}" fill="#fff3b0"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** Detail at every scale, like a photo: random pixels enlarged and blurred, as a JPEG (q 90). */
export async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const [w, h] = [Math.ceil(width / 4), Math.ceil(height / 4)];
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(width, height).blur(1.2).jpeg({ quality: 90 }).toBuffer();
}

/** Random pixels encode badly: a PNG of about `bytes` bytes for body-limit tests. */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

export const countRows = async (t: TestApp, table: string) =>
  Number((await t.pool.query(`select count(*) from "${table}"`)).rows[0].count);

/** A log row's details in data (see modules/logs/log-detail.ts). */
export interface LoggedDetail {
  subject: string | null;
  list: string | null;
  changes: { field: string; from?: string | null; to?: string | null }[];
}

/** Newest activity-log rows first. */
export const lastLogs = async (t: TestApp, n = 1): Promise<{ action: string; entity: string; details: string; detail: LoggedDetail | null }[]> =>
  (await t.pool.query('select action, entity, details, detail from logs order by id desc limit $1', [n])).rows;

/** Every write route refuses anonymous callers (401) and non-staff users (403). */
export async function expectStaffOnlyRoutes(t: TestApp, routes: [Method, string][]): Promise<void> {
  const user = await t.loginAs(Role.USER);
  for (const [method, path] of routes) {
    const anonymous = await (t.agent()[method] as (p: string) => ReturnType<Agent['post']>)(path).send({});
    expect(anonymous.status, `anonymous ${method} ${path}`).toBe(401);
    const asUser = await (user[method] as (p: string) => ReturnType<Agent['post']>)(path).send({});
    expect(asUser.status, `user ${method} ${path}`).toBe(403);
  }
}

/** Every mutation refuses anonymous callers (UNAUTHENTICATED) and non-staff users (FORBIDDEN). */
export async function expectStaffOnlyMutations(t: TestApp, mutations: string[]): Promise<void> {
  const user = await t.loginAs(Role.USER);
  for (const m of mutations) {
    const anonymous = await gql(t.agent(), m);
    expect(anonymous.body.errors?.[0]?.extensions?.code, `anonymous ${m}`).toBe('UNAUTHENTICATED');
    const asUser = await gql(user, m);
    expect(asUser.body.errors?.[0]?.extensions?.code, `user ${m}`).toBe('FORBIDDEN');
  }
}
