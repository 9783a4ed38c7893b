import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsRequiredText } from '../../shared/validate.js';

@InputType()
export class SubscribeInput {
  @Field(() => String) @IsRequiredText('email') @MaxLength(254)
  @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' }) email!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn(['sq', 'en']) language?: string;
}

/** The REST form of the unsubscribe link (GraphQL takes the token as its argument). */
export class UnsubscribeInput {
  @IsRequiredText('token') @MaxLength(200)
  token!: string;
}
