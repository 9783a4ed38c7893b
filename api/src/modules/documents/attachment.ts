import { DocumentKind } from './document.entity.js';
import type { Lang } from '../mail/mail-words.js';

/**
 * A document a mail carries, named by what it is rather than by a made row: the mail is queued with the
 * change it reports, before the document exists; delivery makes or finds the booking's current one.
 */
export interface AttachmentRef { reservationId: number; kind: DocumentKind; paymentId?: number | null; lang: Lang }

export const attach = (reservationId: number, lang: Lang, ...kinds: DocumentKind[]): AttachmentRef[] =>
  kinds.map((kind) => ({ reservationId, kind, lang }));
