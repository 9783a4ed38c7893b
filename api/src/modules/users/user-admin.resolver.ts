import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { Role, STAFF } from './role.js';
import { PasswordChangeInput, ProfileInput, UserOrder, UserUpdateInput } from './user-admin.inputs.js';
import { User } from './user.entity.js';
import { RegisterInput } from './user.inputs.js';

const UserPage = Paginated(User, 'UserPage');

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

  @Auth() @Mutation(() => User, { description: 'Edit your own profile (and mail language).' })
  updateMyProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: AppContext) {
    return ctx.services.userAdmin.updateProfile(input);
  }

  @Auth() @Mutation(() => Boolean, { description: 'Needs the old password; your other sessions end.' })
  changeMyPassword(@Arg('input', () => PasswordChangeInput) input: PasswordChangeInput, @Ctx() ctx: AppContext) {
    return ctx.services.userAdmin.changePassword(input);
  }
}
