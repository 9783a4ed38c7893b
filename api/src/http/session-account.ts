import type { Request } from 'express';
import type session from 'express-session';
import type pg from 'pg';
import { ACCOUNT_AGENCY_JOIN, ACCOUNT_COLUMNS, actorOfRow, type AccountRow, type Actor } from '../modules/users/actor.js';
import { PROFILE_COLUMNS, type ProfileRow } from '../modules/users/profile.js';

/** Where the session's read leaves the account it found, on the session's data and then on the request. */
const ACCOUNT = Symbol('the account read with the session');
/** And the account's profile (what `me` shows), read in the same statement. */
const PROFILE = Symbol('the profile read with the session');

type WithAccount = { [ACCOUNT]?: Actor | null; [PROFILE]?: ProfileRow };

/**
 * The store's `get`, reading the session and its account in one statement (one round trip instead of
 * two for every request of a signed-in visitor), as connect-pg-simple reads a session (not expired at
 * this second). The account rides on the request, where `accountReadWithSession` finds it; nothing is
 * kept between requests, so a deleted account or a deactivated agency counts at the very next request.
 */
export function readingTheAccount<S extends session.Store>(pool: pg.Pool, table: string, store: S): S {
  const sql = `select s.sess, ${ACCOUNT_COLUMNS}, ${PROFILE_COLUMNS} from "${table}" s
    left join users u on u.id = (s.sess->>'userId')::int ${ACCOUNT_AGENCY_JOIN}
    where s.sid = $1 and s.expire >= to_timestamp($2)`;
  // Named: prepared once per connection of the session pool, not planned again at every request.
  const name = `session-with-account-${table}`;
  store.get = (sid, callback) => {
    pool.query<AccountRow & ProfileRow & { sess: session.SessionData & WithAccount }>({ name, text: sql, values: [sid, Math.ceil(Date.now() / 1000)] }).then(({ rows: [row] }) => {
      if (!row) return callback(null, null);
      // A symbol: never copied into the session object, nor saved with it.
      row.sess[ACCOUNT] = actorOfRow(row);
      // The row itself: it holds the profile's columns (and a few more, unused).
      if (row.sess[ACCOUNT]) row.sess[PROFILE] = row;
      callback(null, row.sess);
    }, (err: Error) => callback(err));
  };
  const create = store.createSession.bind(store);
  store.createSession = (req, data) => {
    const { [ACCOUNT]: account, [PROFILE]: profile } = data as WithAccount;
    const made = create(req, data);
    if (account !== undefined) (req as Request & WithAccount)[ACCOUNT] = account;
    if (profile) (req as Request & WithAccount)[PROFILE] = profile;
    return made;
  };
  return store;
}

/**
 * The session's account as read with it, when it was: the Actor, null when the session names an account
 * that cannot act (gone, or its agency deactivated), undefined when the read did not say (no session,
 * or a session started by this request).
 */
export function accountReadWithSession(req: Request, userId: number): Actor | null | undefined {
  const account = (req as Request & WithAccount)[ACCOUNT];
  return account === undefined || (account !== null && account.id !== userId) ? undefined : account;
}

/** The profile of the session's account as read with it, when it was and is that user's. */
export function profileReadWithSession(req: Request, userId: number): ProfileRow | undefined {
  const profile = (req as Request & WithAccount)[PROFILE];
  return profile?.id === userId ? profile : undefined;
}
