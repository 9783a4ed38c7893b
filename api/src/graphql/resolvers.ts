import { AccountResolver } from '../modules/users/account.resolver.js';

/** Every resolver class of the schema. */
export const resolvers = [AccountResolver] as const;
