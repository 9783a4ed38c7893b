import type { EntityManager } from '@mikro-orm/postgresql';

export interface Link {
  legacyId: number;
  targetId: number;
  fingerprint: string | null;
}

/**
 * `legacy_import_links`: which of our rows each legacy row became. One instance per run, loaded
 * once per legacy table; writes go through the run's transaction. Lists travel as one JSON parameter
 * (MikroORM's raw queries inline parameters, and have no array binding).
 */
export class Links {
  constructor(private readonly em: EntityManager) {}

  async load(source: string): Promise<Map<number, Link>> {
    const rows = await this.em.execute<{ legacy_id: number; target_id: number; fingerprint: string | null }[]>(
      `select legacy_id, target_id, fingerprint from legacy_import_links where source = ?`,
      [source],
    );
    return new Map(rows.map((r) => [r.legacy_id, { legacyId: r.legacy_id, targetId: r.target_id, fingerprint: r.fingerprint }]));
  }

  /** Our row ids some legacy row of `sources` owns (to tell imported rows from rows made here). */
  async targetIds(sources: string[]): Promise<Set<number>> {
    const rows = await this.em.execute<{ target_id: number }[]>(
      `select target_id from legacy_import_links where source in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(sources)],
    );
    return new Set(rows.map((r) => r.target_id));
  }

  async save(source: string, links: Link[]): Promise<void> {
    for (let i = 0; i < links.length; i += 500) {
      const chunk = links.slice(i, i + 500);
      await this.em.execute(
        `insert into legacy_import_links (source, legacy_id, target_id, fingerprint)
         select ?, l.legacy_id, l.target_id, l.fingerprint
         from jsonb_to_recordset(?::jsonb) as l(legacy_id int, target_id int, fingerprint text)
         on conflict (source, legacy_id) do update set target_id = excluded.target_id, fingerprint = excluded.fingerprint
         where (legacy_import_links.target_id, legacy_import_links.fingerprint) is distinct from (excluded.target_id, excluded.fingerprint)`,
        [source, JSON.stringify(chunk.map((l) => ({ legacy_id: l.legacyId, target_id: l.targetId, fingerprint: l.fingerprint })))],
      );
    }
  }

  async remove(source: string, legacyIds: number[]): Promise<void> {
    if (!legacyIds.length) return;
    await this.em.execute(
      `delete from legacy_import_links where source = ? and legacy_id in (select jsonb_array_elements_text(?::jsonb)::int)`,
      [source, JSON.stringify(legacyIds)],
    );
  }
}
