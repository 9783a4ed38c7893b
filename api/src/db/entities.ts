import { LogEntry } from '../modules/logs/log.entity.js';
import { User } from '../modules/users/user.entity.js';

/** Every entity class MikroORM discovers (explicit list: same code under node, tsx and vitest). */
export const entities = [User, LogEntry];
