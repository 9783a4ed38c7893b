import type { EntityManager } from '@mikro-orm/postgresql';

const KEY = 'staff-two-factor-required';

/**
 * The owner's setting "staff sign in with a second factor", kept in app_meta (every instance reads the
 * same). Until the owner sets it, it is `byDefault` (STAFF_TWO_FACTOR_REQUIRED; default on in production,
 * off in development and the demo, whose staff accounts sign in with a password only).
 */
export async function staffTwoFactorRequired(em: EntityManager, byDefault: boolean): Promise<boolean> {
  const [row] = await em.execute<{ value: string }[]>('select value from app_meta where key = ?', [KEY]);
  return row ? row.value === 'true' : byDefault;
}

export async function setStaffTwoFactorRequired(em: EntityManager, required: boolean): Promise<void> {
  await em.execute(
    `insert into app_meta (key, value, updated_at) values (?, ?, now()) on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [KEY, String(required)]);
}
