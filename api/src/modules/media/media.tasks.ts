import { task } from '../../jobs/task.js';

/** Deletes the pictures nothing uses any more (media-sweep.ts), every hour. */
export const MEDIA_SWEEP = task('media-sweep');
