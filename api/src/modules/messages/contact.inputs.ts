import { IsEmail, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsRequiredText } from '../../shared/validate.js';


@InputType()
export class ContactInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(100) name!: string;
  @Field(() => String) @IsRequiredText('number') @Matches(/^\+?[0-9 ()\-/]{6,20}$/, { message: 'number duhet të jetë numër telefoni.' }) number!: string;
  @Field(() => String) @IsRequiredText('email') @MaxLength(254) @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' }) email!: string;
  @Field(() => String) @IsRequiredText('message') @MaxLength(5000) message!: string;
}
