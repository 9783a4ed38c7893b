import { IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { OrderInput, SortDirection, type OrderOf } from '../../shared/sorting.js';
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

export enum ReservationSort {
  CREATED = 'created',
  DEPARTURE = 'departure',
  TITLE = 'title',
  CUSTOMER = 'customer',
  TRAVELLERS = 'travellers',
  PRICE = 'price',
  STATUS = 'status',
}
registerEnumType(ReservationSort, { name: 'ReservationSort' });

export const ReservationOrder = OrderInput('ReservationOrder', ReservationSort, ReservationSort.CREATED, SortDirection.DESC);
export type ReservationOrder = OrderOf<ReservationSort>;
