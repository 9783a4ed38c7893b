import { task } from '../../jobs/index.js';

/** Deletes the pictures nothing uses any more (media-sweep.ts), every hour. */
export const MEDIA_SWEEP = task('media-sweep');
