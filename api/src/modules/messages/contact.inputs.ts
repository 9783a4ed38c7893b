import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const req = (f: string) => ({ message: `${f} është i detyrueshëm.` });

@InputType()
export class ContactInput {
  @Field(() => String) @IsString() @IsNotEmpty(req('name')) @MaxLength(100) name!: string;
  @Field(() => String) @IsString() @IsNotEmpty(req('number')) @Matches(/^\+?[0-9 ()\-/]{6,20}$/, { message: 'number duhet të jetë numër telefoni.' }) number!: string;
  @Field(() => String) @IsString() @IsNotEmpty(req('email')) @MaxLength(254) @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' }) email!: string;
  @Field(() => String) @IsString() @IsNotEmpty(req('message')) @MaxLength(5000) message!: string;
}
