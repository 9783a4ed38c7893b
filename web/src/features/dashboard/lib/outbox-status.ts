import type { OutboxStatus } from '../../../gql/schema';
import type { Tone } from '../components/badge';

export const outboxStatuses: readonly OutboxStatus[] = ['PENDING', 'SENT', 'FAILED'];
export const outboxTone: Record<OutboxStatus, Tone> = { PENDING: 'amber', SENT: 'green', FAILED: 'red' };
