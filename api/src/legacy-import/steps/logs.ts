import { LogAction, LogEntry } from '../../modules/logs/log.entity.js';
import { integer, utcDateTime } from '../clean.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, Skip } from '../step.js';
import { syncRows, type Planned, type RunContext, type SyncResult } from '../sync.js';
import type { UsersResult } from './users.js';

/** The old server wrote free text; ours keeps add / edit / delete. First match wins. */
const ACTIONS: [RegExp, LogAction][] = [
  [/\b(delet|remov|destroy|fshi|fshir|hoq)/i, LogAction.DELETE],
  [/\b(updat|edit|modif|chang|ndrysh|perditeso|përditëso|rename)/i, LogAction.EDIT],
  [/\b(add|creat|insert|new|shto|krij|regjistr|regist)/i, LogAction.ADD],
];

/** The kind of thing changed, in the words our own log uses; read from the legacy action and details. */
const ENTITIES: [RegExp, string][] = [
  [/aranzhman|package|paket/i, 'Aranzhman'],
  [/airport|aeroport/i, 'Airport'],
  [/qytet|city|cities/i, 'Qyteti'],
  [/shtet|country|countr/i, 'Shteti'],
  [/user|përdorues|perdorues|klient|account/i, 'Përdoruesi'],
  [/slider|image|imazh|foto/i, 'Slider'],
  [/card|kart|hotel|hurghad|kapodaki|stamboll/i, 'Kartë'],
  [/dubai/i, 'Çmim Dubai'],
  [/maqedon/i, 'Çmim Maqedoni'],
  [/room|price|çmim|cmim/i, 'Çmim dhome Turqi'],
  [/travel|plan|home/i, 'Plan udhëtimi'],
];

export const UNKNOWN_ENTITY = 'Sistemi i vjetër';

export function logAction(text: string): LogAction | null {
  return ACTIONS.find(([re]) => re.test(text))?.[1] ?? null;
}

export function logEntity(text: string): string {
  return ENTITIES.find(([re]) => re.test(text))?.[1] ?? UNKNOWN_ENTITY;
}

/**
 * logs → logs, as history attributed to the imported staff: `userId` becomes our id of that account
 * (with its username). The legacy action text is kept word for word at the start of the details;
 * the action and the kind of thing are read from it. A log of a deleted account keeps no staff member;
 * one with no readable time (createdAt, else updatedAt) is skipped, since history needs its moment.
 */
export async function importLogs(ctx: RunContext, rows: LegacyRow[], users: UsersResult): Promise<SyncResult> {
  const { planned, legacyIds } = await cleanRows(ctx, 'logs', rows, (row, id, fixes): Planned<LogEntry> => {
    const createdAt = utcDateTime(row.createdat) ?? utcDateTime(row.updatedat);
    if (!createdAt) throw new Skip(`createdAt ${JSON.stringify(row.createdat ?? null)} is not a date-time`);
    if (!utcDateTime(row.createdat)) fixes.add(`createdAt ${JSON.stringify(row.createdat ?? null)} is not a date-time: updatedAt used`);
    const legacyAction = String(row.action ?? '').trim();
    const details = String(row.details ?? '').trim();
    let action = logAction(legacyAction);
    if (!action) {
      action = LogAction.EDIT;
      fixes.add(`action ${JSON.stringify(legacyAction)} is not an add, edit or delete: recorded as edit (its text starts the details)`);
    }
    const legacyUser = integer(row.userid);
    let userId: number | null = null;
    if (legacyUser !== null) {
      const ours = users.ids.get(legacyUser);
      const why = users.skipped.has(legacyUser) ? 'that user was skipped (see users)' : 'no such user (deleted in the old system)';
      if (ours === undefined) fixes.add(`userId ${legacyUser}: ${why}: kept without a staff member`);
      else userId = ours;
    }
    return {
      legacyId: id,
      values: {
        // In a dry run a new account has no id yet (negative): nothing is written then anyway.
        userId,
        username: userId === null ? null : (users.usernames.get(userId) ?? null),
        action,
        entity: logEntity(`${legacyAction} ${details}`),
        entityId: null,
        details: [legacyAction, details].filter(Boolean).join(': ') || '—',
        createdAt,
      },
    };
  });
  return syncRows(ctx, { source: 'logs', entity: LogEntry, keepIds: false, rows: planned, legacyIds });
}
