import type { EntityManager } from '@mikro-orm/postgresql';

/** The terms a booking made now is made under: the latest version the owner published. */
export async function currentTermsVersion(em: EntityManager): Promise<number | null> {
  const [row] = await em.execute<{ version: number | null }[]>('select max(version) as version from contract_terms');
  return row?.version ?? null;
}
