import type { JobState } from '../../../gql/schema';
import type { Tone } from '../components/badge';

export const jobTone: Record<JobState, Tone> = { PENDING: 'amber', RUNNING: 'sky', FAILED: 'red' };
