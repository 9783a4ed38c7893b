import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { isWrongSecret, limitLogin } from '../../http/rate-limit.js';
import { ConflictError } from '../../shared/errors.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { Role, STAFF } from './role.js';
import { PasswordChangeInput, ProfileInput, UserOrder, UserUpdateInput } from './user-admin.inputs.js';
import { User } from './user.entity.js';
import { RegisterInput } from './user.inputs.js';

const UserPage = Paginated(User, 'UserPage');

/** A wrong current password, or an address another account has (which the answer reveals). */
const emailProbeFailed = (e: unknown) => isWrongSecret(e) || (e instanceof ConflictError && e.fields?.email !== undefined);

@Resolver()
export class UserAdminResolver {
  @Auth(...STAFF) @Query(() => UserPage, { description: 'All accounts, paged.' })
  users(@Ctx() ctx: AppContext,
    @Arg('order', () => UserOrder, { nullable: true }) order?: UserOrder,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.userAdmin.list(order ?? new UserOrder(), page ?? new PageInput());
  }

  @Auth(...STAFF) @Mutation(() => User, { description: 'Admins create USER accounts; only an owner may pass another role.' })
  createUser(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: AppContext,
    @Arg('role', () => Role, { nullable: true }) role?: Role) {
    return ctx.services.userAdmin.create(input, role ?? Role.USER);
  }

  @Auth(...STAFF) @Mutation(() => User)
  updateUser(@Arg('id', () => Int) id: number, @Arg('input', () => UserUpdateInput) input: UserUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.userAdmin.update(id, input);
  }

  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteUser(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.userAdmin.delete(id);
  }

  /**
   * A new e-mail is a guess twice over: at the current password, and at whether another account has the
   * address. Both count against the login guard of the account (and the address), like failed logins.
   */
  @Auth() @Mutation(() => User, { description: 'Edit your own profile (and mail language). A new e-mail needs currentPassword; wrong passwords and taken addresses count like failed logins.' })
  updateMyProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: AppContext) {
    if (input.email === undefined || input.email === null) return ctx.services.userAdmin.updateProfile(input);
    return limitLogin(ctx, ctx.user!.username, () => ctx.services.userAdmin.updateProfile(input), emailProbeFailed);
  }

  @Auth() @Mutation(() => Boolean, { description: 'Needs the old password (wrong ones count like failed logins); your other sessions end.' })
  changeMyPassword(@Arg('input', () => PasswordChangeInput) input: PasswordChangeInput, @Ctx() ctx: AppContext) {
    return limitLogin(ctx, ctx.user!.username, () => ctx.services.userAdmin.changePassword(input));
  }
}
