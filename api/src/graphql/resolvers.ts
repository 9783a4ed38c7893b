import { LogResolver } from '../modules/logs/log.resolver.js';
import { AccountResolver } from '../modules/users/account.resolver.js';

/** Every resolver class of the schema. */
export const resolvers = [AccountResolver, LogResolver] as const;
