import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const required = (field: string) => ({ message: `${field} është i detyrueshëm.` });

/** A code of the authenticator app (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx). */
@InputType()
export class TwoFactorCodeInput {
  @Field(() => String) @IsString(required('code')) @IsNotEmpty(required('code')) @MaxLength(40) code!: string;
}

/** Starting an enrolment: signed in, the password; replacing a second factor that is on, a current code too. */
@InputType()
export class TwoFactorStartInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) password?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(40) code?: string;
}

/** A change to a second factor that is on: the password and a current code (or a recovery code). */
@InputType()
export class TwoFactorProofInput {
  @Field(() => String) @IsString(required('password')) @IsNotEmpty(required('password')) @MaxLength(200) password!: string;
  @Field(() => String) @IsString(required('code')) @IsNotEmpty(required('code')) @MaxLength(40) code!: string;
}
