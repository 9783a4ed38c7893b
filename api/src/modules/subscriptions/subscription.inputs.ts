import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class SubscribeInput {
  @Field(() => String) @IsString() @IsNotEmpty({ message: 'email është i detyrueshëm.' }) @MaxLength(254)
  @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' }) email!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn(['sq', 'en']) language?: string;
}

/** The REST form of the unsubscribe link (GraphQL takes the token as its argument). */
export class UnsubscribeInput {
  @IsString({ message: 'token duhet të jetë tekst.' }) @IsNotEmpty({ message: 'token është i detyrueshëm.' }) @MaxLength(200)
  token!: string;
}
