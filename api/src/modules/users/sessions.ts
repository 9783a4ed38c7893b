/** Idle lifetime: the cookie expiry rolls forward on every request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Absolute lifetime: a login is never good for more than this. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
