import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

@ObjectType('SignedInSession', { description: 'One session signed in to your account.' })
export class SignedInSession {
  @Field(() => String, { description: 'Names the session for signOutSession (not its secret id).' }) id!: string;
  @Field(() => String, { description: 'From the browser\'s user agent, in Albanian, e.g. "Firefox në Windows" (browser and system give the parts, for other languages).' }) device!: string;
  @Field(() => String, { nullable: true, description: 'The browser the user agent names, e.g. "Firefox"; null when it names none.' }) browser!: string | null;
  @Field(() => String, { nullable: true, description: 'The system the user agent names, e.g. "Windows", "iPhone"; null when it names none.' }) system!: string | null;
  @Field(() => Boolean, { description: 'The user agent is a program (curl, a script), not a browser.' }) program!: boolean;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field(() => Date, { nullable: true }) signedInAt!: Date | null;
  @Field(() => Date) lastSeenAt!: Date;
  @Field(() => Boolean, { description: 'The session of this request.' }) current!: boolean;
}

export enum ErasureResultName {
  DELETED = 'DELETED',
  ANONYMISED = 'ANONYMISED',
}
registerEnumType(ErasureResultName, { name: 'ErasureResult', description: 'DELETED: the account is gone; ANONYMISED: kept without anything personal, for the bookings the agency must keep.' });

@ObjectType('AccountErasure')
export class AccountErasure {
  @Field(() => ErasureResultName) result!: ErasureResultName;
  @Field(() => Int, { description: 'Bookings kept (anonymised) for the agency\'s accounts.' }) bookingsKept!: number;
}

@InputType()
export class AccountDeletionInput {
  @Field(() => String) @IsString({ message: 'password është i detyrueshëm.' }) @IsNotEmpty({ message: 'password është i detyrueshëm.' }) @MaxLength(200) password!: string;
  @Field(() => String, { nullable: true, description: 'A code of the app (or a recovery code) when the account has a second factor.' })
  @IsOptional() @IsString() @MaxLength(40) code?: string;
}
