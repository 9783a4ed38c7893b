import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsEnum, IsInt, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsRequiredText } from '../../shared/validate.js';
import { ApiToken } from './api-token.entity.js';
import { ApiScope, MAX_TOKEN_DAYS } from './scopes.js';

@InputType()
export class ApiTokenInput {
  @Field(() => String, { description: 'What the token is for (up to 100 characters).' })
  @IsRequiredText('name') @MaxLength(100, { message: 'name ka më së shumti 100 shenja.' })
  name!: string;

  @Field(() => [ApiScope], { description: 'At least one: what the token may do.' })
  @IsArray({ message: 'scopes duhet të jetë listë.' }) @ArrayNotEmpty({ message: 'Zgjidhni të paktën një të drejtë (scopes).' }) @ArrayMaxSize(3)
  @IsEnum(ApiScope, { each: true, message: 'scopes ka një vlerë të panjohur.' })
  scopes!: ApiScope[];

  @Field(() => Int, { description: `Days until the token expires: 1 to ${MAX_TOKEN_DAYS}.` })
  @IsInt({ message: 'expiresInDays duhet të jetë numër i plotë.' })
  @Min(1, { message: 'expiresInDays duhet të jetë të paktën 1.' }) @Max(MAX_TOKEN_DAYS, { message: `expiresInDays është më së shumti ${MAX_TOKEN_DAYS}.` })
  expiresInDays!: number;
}

@ObjectType('CreatedApiToken', { description: 'A new token: `secret` is the whole token, shown this once only.' })
export class CreatedApiToken {
  @Field(() => ApiToken) token!: ApiToken;
  @Field(() => String, { description: 'The token to send as `Authorization: Bearer <secret>`. Never shown again: copy it now.' })
  secret!: string;
}
