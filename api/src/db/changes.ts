import type { EventSubscriber, FlushEventArgs, MikroORM, TransactionEventArgs } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ChangeFeed } from '../shared/change-feed.js';

/** The channel the tables' triggers notify on (migration PublicDataChanges). */
const CHANNEL = 'bani_changes';
const RECONNECT_MS = 1000;
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'bani-changes';

export interface WatchedChanges {
  feed: ChangeFeed;
  stop(): Promise<void>;
}

/**
 * Feeds a ChangeFeed from two sources, so caches are right on one instance and across several:
 * - the database's notifications (LISTEN): every committed write to a cached table, from any
 *   instance or tool, arrives on every instance at commit;
 * - this instance's own commits (an ORM subscriber), counted before the writing request even
 *   answers, so a staff member reading back an edit never waits for the notification to come round.
 * A write of this instance answers only once its own listening connection has heard it (a
 * notification on a channel of its own, sent after the commit, comes back after every one before it):
 * PostgreSQL signals every listening instance at the commit, so by then the others have been told too,
 * and the staff member's next request, wherever it lands, sees the edit.
 * A lost listening connection makes the feed not live (caches step aside) until it is back.
 */
export async function watchChanges(orm: MikroORM, databaseUrl: string, log: (m: string) => void = console.error): Promise<WatchedChanges> {
  const feed = new ChangeFeed();
  let client: pg.Client | undefined;
  const ownChannel = `bani_sync_${randomBytes(6).toString('hex')}`;
  // Notifications are delivered in commit order, and one's own before the NOTIFY's answer.
  const heardSoFar = async () => {
    await client?.query(`NOTIFY ${ownChannel}`).catch(() => {});
  };
  orm.em.getEventManager().registerSubscriber(new CommittedWrites(feed, heardSoFar));
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: LISTENER_NAME });
    c.on('error', (e) => lost(c, e.message));
    c.on('end', () => lost(c, 'connection ended'));
    c.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) feed.changed([n.payload]);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}; LISTEN ${ownChannel}`);
    } catch (e) {
      await c.end().catch(() => {});
      throw e;
    }
    if (stopped) return void (await c.end().catch(() => {}));
    client = c;
    feed.setLive(true);
  };
  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = undefined;
    feed.setLive(false);
    c.end().catch(() => {});
    if (stopped) return;
    log(`[changes] not listening (${why}); caches step aside until it is back`);
    reconnectLater();
  };
  const reconnectLater = () => {
    retry = setTimeout(() => {
      connect().catch(() => reconnectLater());
    }, RECONNECT_MS);
  };
  await connect();

  return {
    feed,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      feed.setLive(false);
      await c?.end().catch(() => {});
    },
  };
}

/**
 * Tables flushed by this instance, announced once committed: at the end of the transaction that
 * wrapped the flush (tracked per transaction), or at once for a flush that committed on its own.
 */
class CommittedWrites implements EventSubscriber {
  private readonly pending = new WeakMap<object, Set<string>>();

  constructor(private readonly feed: ChangeFeed, private readonly heardSoFar: () => Promise<void>) {}

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const tables = uow.getChangeSets().map((cs) => cs.meta.tableName);
    if (!tables.length) return;
    // Counted now in every case: a read that starts before the commit must not outlive it.
    this.feed.changed(tables);
    const trx = em.isInTransaction() ? em.getTransactionContext<object>() : undefined;
    if (!trx) return this.heardSoFar();
    const seen = this.pending.get(trx) ?? new Set<string>();
    for (const t of tables) seen.add(t);
    this.pending.set(trx, seen);
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    const tables = transaction ? this.pending.get(transaction as object) : undefined;
    if (!tables) return;
    this.pending.delete(transaction as object);
    this.feed.changed(tables);
    await this.heardSoFar();
  }
}
