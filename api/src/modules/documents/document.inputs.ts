import { IsString, Length } from 'class-validator';
import { Field, InputType } from 'type-graphql';

/** A new version of the contract terms (issue 45): both languages, as the owner writes them. */
@InputType()
export class ContractTermsInput {
  @Field(() => String, { description: 'The terms in Albanian; "# " starts a heading, a blank line a paragraph.' })
  @IsString() @Length(200, 30000, { message: 'Kushtet në shqip duhet të kenë nga 200 deri 30000 shenja.' }) bodySq!: string;
  @Field(() => String, { description: 'The terms in English.' })
  @IsString() @Length(200, 30000, { message: 'Kushtet në anglisht duhet të kenë nga 200 deri 30000 shenja.' }) bodyEn!: string;
}
