import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { InvalidInputError } from '../../shared/errors.js';

/**
 * Where a webhook may point (ADR 0043). The server itself makes these requests, so a URL naming our own
 * network (a database, a cloud's metadata service at 169.254.169.254, an admin port on localhost) would
 * let an endpoint's owner reach it (SSRF). HTTPS only; the host's every address is resolved and must be
 * public; the delivery resolves again and connects to the address it checked (no DNS rebinding in
 * between). `allowLocal` (WEBHOOKS_ALLOW_LOCAL_HTTP, tests and development): http and https to
 * 127.0.0.1 / ::1 / localhost, and nothing else private.
 */
const blocked = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8]] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export const isLoopback = (address: string) => { const a = plain(address); return loopback.check(a.address, a.family); };
/** A private, loopback, link-local, reserved or multicast address: never a webhook's. */
export const isPrivateAddress = (address: string) => { const a = plain(address); return blocked.check(a.address, a.family); };

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function refuse(code: string, sq: string): never {
  throw new InvalidInputError({ url: sq }, undefined, { url: 'invalid' }, { url: { code } });
}

/** The URL, normalised, if its form is acceptable (no DNS yet): https, or http to this machine when allowed. */
export function parseWebhookUrl(raw: string, allowLocal: boolean): URL {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('WEBHOOK_URL_INVALID', 'Shkruani një adresë të plotë, p.sh. https://sistemi-juaj.com/webhooks/bani.');
  }
  if (text.length > 2000) refuse('WEBHOOK_URL_INVALID', 'Adresa është më e gjatë se 2000 shenja.');
  const local = allowLocal && LOCAL_NAMES.has(url.hostname.toLowerCase());
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) refuse('WEBHOOK_URL_HTTPS', 'Adresa duhet të fillojë me https://.');
  if (url.username || url.password) refuse('WEBHOOK_URL_INVALID', 'Adresa nuk mund të mbajë emër përdoruesi ose fjalëkalim.');
  url.hash = '';
  return url;
}

/**
 * The address a request to `url` connects to: the host's addresses, every one of them public (a name
 * with one private address among public ones is refused too), or loopback when allowed.
 */
export async function resolveWebhookHost(url: URL, allowLocal: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    return refuse('WEBHOOK_URL_UNRESOLVED', `Emri "${host}" nuk u gjet (DNS).`);
  }
  if (!addresses.length) refuse('WEBHOOK_URL_UNRESOLVED', `Emri "${host}" nuk u gjet (DNS).`);
  const ok = (a: string) => !isPrivateAddress(a) || (allowLocal && LOCAL_NAMES.has(url.hostname.toLowerCase()) && isLoopback(a));
  if (!addresses.every((a) => ok(a.address))) {
    refuse('WEBHOOK_URL_PRIVATE', 'Adresa të çon në një rrjet privat ose lokal: lejohen vetëm adresa publike.');
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Registration's check: the form, then the resolved addresses. Returns the normalised URL. */
export async function checkWebhookUrl(raw: string, allowLocal: boolean): Promise<string> {
  const url = parseWebhookUrl(raw, allowLocal);
  await resolveWebhookHost(url, allowLocal);
  return url.toString();
}
