import { IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { ReservationStatus } from './reservation.entity.js';

@InputType()
export class ReserveInput {
  @Field(() => Int) @IsInt({ message: 'packageId duhet të jetë numër i plotë.' }) @Min(1) packageId!: number;
  @Field(() => Int, { nullable: true, description: "Defaults to the package's persons." })
  @IsOptional() @IsInt({ message: 'travellers duhet të jetë numër i plotë.' }) @Min(1, { message: 'travellers duhet të jetë të paktën 1.' }) @Max(50)
  travellers?: number;
}

@InputType()
export class ReservationFilter {
  @Field(() => ReservationStatus, { nullable: true }) @IsOptional() @IsEnum(ReservationStatus) status?: ReservationStatus;
}
