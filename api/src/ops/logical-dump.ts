import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * The built-in backup format, used when no pg_dump can talk to the server (see pg-tools.ts): every
 * row of every table, read in one snapshot with COPY, gzip-compressed. The schema is not in the file:
 * it is the app's migrations, whose names the file lists, so a restore first builds the same schema
 * from the same migrations, then loads the rows.
 *
 *   -- bani-backup 1 {"createdAt":..,"migrations":[..]}
 *   COPY "table" ("col", ..) FROM stdin;
 *   <COPY text rows>
 *   \.
 *   ...
 *   -- end {"rows":{"table":n,..}}
 */
export const MAGIC = '-- bani-backup 1 ';
const END = '-- end ';
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface DumpHeader {
  createdAt: string;
  migrations: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the public schema in an order where every table comes after those it references. */
async function tablesInOrder(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r' and c.relname <> $1
    group by c.relname order by c.relname`, [MIGRATIONS_TABLE]);
  const { rows: refs } = await client.query<{ child: string; parent: string }>(`
    select cl.relname::text as child, pl.relname::text as parent from pg_constraint k
    join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
    join pg_namespace n on n.oid = cl.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and cl.relname <> pl.relname`);
  const ordered: typeof tables = [];
  const done = new Set<string>();
  const visit = (t: (typeof tables)[number], path: Set<string>) => {
    if (done.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const r of refs.filter((x) => x.child === t.name)) {
      const parent = tables.find((x) => x.name === r.parent);
      if (parent) visit(parent, path);
    }
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Writes every row of the database at `url` to `file` (one consistent snapshot). */
export async function dumpDatabase(url: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url, application_name: 'bani-backup' });
  await client.connect();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = async (text: string | Buffer) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`);
    const header: DumpHeader = { createdAt: new Date().toISOString(), migrations: rows.map((r) => r.name) };
    await write(`${MAGIC}${JSON.stringify(header)}\n`);
    for (const table of await tablesInOrder(client)) {
      const columns = table.columns.map(ident).join(', ');
      await write(`COPY ${ident(table.name)} (${columns}) FROM stdin;\n`);
      const stream = client.query(copyTo(`COPY ${ident(table.name)} (${columns}) TO STDOUT`));
      for await (const chunk of stream) await write(chunk as Buffer);
      counts[table.name] = Number(stream.rowCount ?? 0);
      await write('\\.\n');
    }
    await write(`${END}${JSON.stringify({ rows: counts })}\n`);
    await client.query('commit');
  } finally {
    gzip.end();
    await written.catch(() => {});
    await client.end().catch(() => {});
  }
  await written;
  return counts;
}

/** The header of a built-in backup file, without reading the rest. */
export async function readHeader(file: string): Promise<DumpHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    if (!line.startsWith(MAGIC)) throw new Error(`${file} is not a Bani Travel backup`);
    return JSON.parse(line.slice(MAGIC.length)) as DumpHeader;
  }
  throw new Error(`${file} is empty`);
}

/**
 * Loads the rows of `file` into the database at `url`, whose schema the caller has just built from
 * the same migrations: in one transaction, every table emptied first, foreign keys checked by the
 * order of the tables (and not at all for a superuser, who loads as a replica does), sequences moved
 * past the highest id. Nothing is committed unless the file is complete.
 */
export async function loadDump(url: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url, application_name: 'bani-restore' });
  await client.connect();
  const counts: Record<string, number> = {};
  let complete = false;
  let lines: ReturnType<typeof createInterface> | undefined;
  try {
    await client.query('begin');
    const { rows: su } = await client.query<{ su: boolean }>('select rolsuper as su from pg_roles where rolname = current_user');
    if (su[0]?.su) await client.query(`set local session_replication_role = replica`);
    const tables = (await tablesInOrder(client)).map((t) => ident(t.name));
    if (tables.length) await client.query(`truncate ${tables.join(', ')} restart identity cascade`);
    let copy: ReturnType<typeof copyFrom> | undefined;
    let table = '';
    // Opened only now and iterated at once: lines read before anyone iterates them would be lost.
    lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      if (copy) {
        if (line === '\\.') {
          copy.end();
          await once(copy, 'finish');
          counts[table] = Number(copy.rowCount ?? 0);
          copy = undefined;
        } else if (!copy.write(`${line}\n`)) {
          await once(copy, 'drain');
        }
        continue;
      }
      const start = /^COPY ("(?:[^"]|"")+") \((.*)\) FROM stdin;$/.exec(line);
      if (start) {
        table = start[1]!.slice(1, -1).replace(/""/g, '"');
        copy = client.query(copyFrom(`COPY ${start[1]} (${start[2]}) FROM STDIN`));
      } else if (line.startsWith(END)) {
        const expected = (JSON.parse(line.slice(END.length)) as { rows: Record<string, number> }).rows;
        for (const [t, n] of Object.entries(expected)) {
          if ((counts[t] ?? 0) !== n) throw new Error(`table ${t}: ${counts[t] ?? 0} rows loaded, the backup has ${n}`);
        }
        complete = true;
      } else if (!line.startsWith(MAGIC) && line !== '') {
        throw new Error(`unexpected line in the backup: ${line.slice(0, 80)}`);
      }
    }
    if (!complete) throw new Error('the backup file is incomplete (no end marker): nothing was restored');
    await resetSequences(client);
    await client.query('commit');
    return counts;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    lines?.close();
    await client.end().catch(() => {});
  }
}

/** Every serial column's sequence continues after the highest value restored. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ tbl: string; col: string; seq: string }>(`
    select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('%I', c.relname), a.attname) as seq
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r' and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null`);
  for (const r of rows) {
    await client.query(`select setval($1, coalesce((select max(${ident(r.col)}) from ${ident(r.tbl)}), 0) + 1, false)`, [r.seq]);
  }
}
