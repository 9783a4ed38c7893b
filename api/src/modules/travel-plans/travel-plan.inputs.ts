import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { IsRequiredText } from '../../shared/validate.js';

const int = (f: string) => ({ message: `${f} duhet të jetë numër i plotë.` });

@InputType()
export class TravelPlanInput {
  @Field(() => String) @IsRequiredText('departureFrom') @MaxLength(200) departureFrom!: string;
  @Field(() => String) @IsRequiredText('destinationHotel') @MaxLength(200) destinationHotel!: string;
  @Field(() => String) @IsRequiredText('nightsOption') @MaxLength(100) nightsOption!: string;
  @Field(() => LocalDate) @IsLocalDate() date!: string;
  @Field(() => Int) @IsInt(int('travellers')) @Min(1) @Max(100) travellers!: number;
}

@InputType()
export class TravelPlanUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('departureFrom') @MaxLength(200) departureFrom?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('destinationHotel') @MaxLength(200) destinationHotel?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('nightsOption') @MaxLength(100) nightsOption?: string;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() date?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('travellers')) @Min(1) @Max(100) travellers?: number;
}
