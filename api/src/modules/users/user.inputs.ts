import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const required = (field: string) => ({ message: `${field} është i detyrueshëm.` });

@InputType()
export class RegisterInput {
  @Field(() => String)
  @IsString() @IsNotEmpty(required('firstName')) @MaxLength(100)
  firstName!: string;

  @Field(() => String)
  @IsString() @IsNotEmpty(required('lastName')) @MaxLength(100)
  lastName!: string;

  @Field(() => String)
  @IsString() @IsNotEmpty(required('number'))
  @Matches(/^\+?[0-9 ()\-/]{6,20}$/, { message: 'number duhet të jetë numër telefoni.' })
  number!: string;

  @Field(() => String)
  @IsString() @IsNotEmpty(required('email')) @MaxLength(254)
  @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' })
  email!: string;

  @Field(() => String)
  @IsString() @IsNotEmpty(required('username')) @MinLength(3) @MaxLength(50)
  @Matches(/^[\p{L}\p{N}._-]+$/u, { message: 'username lejon vetëm shkronja, numra, pikë, - dhe _.' })
  username!: string;

  @Field(() => String)
  @IsString() @IsNotEmpty(required('password')) @MinLength(6) @MaxLength(200)
  password!: string;
}

/** No length or strength rules here: accounts imported from the old system log in with whatever they had. */
@InputType()
export class LoginInput {
  @Field(() => String)
  @IsString() @IsNotEmpty(required('username')) @MaxLength(200)
  username!: string;

  @Field(() => String)
  @IsString() @IsNotEmpty(required('password')) @MaxLength(200)
  password!: string;
}
