import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';

export enum SignInStepName {
  CODE = 'CODE',
  ENROL = 'ENROL',
}
registerEnumType(SignInStepName, { name: 'SignInStep', description: 'What a half signed-in session still needs: a code of the app, or (staff) enrolling an app first.' });

@ObjectType('PendingSignIn', { description: 'A sign-in past its password, waiting for its second step.' })
export class PendingSignIn {
  @Field(() => SignInStepName) step!: SignInStepName;
  @Field(() => String) username!: string;
  @Field(() => Date, { description: 'Then the password is asked again.' }) expiresAt!: Date;
}

@ObjectType('TwoFactorStatus')
export class TwoFactorStatus {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Date, { nullable: true }) enabledAt!: Date | null;
  @Field(() => Int, { description: 'Recovery codes not used yet (0 when off).' }) recoveryCodesLeft!: number;
  @Field(() => Boolean, { description: 'Staff while the owner requires it: it cannot be turned off, only moved to another app.' }) requiredForYou!: boolean;
}

@ObjectType('TwoFactorEnrolment', { description: 'A new secret for the authenticator app, until its first code confirms it.' })
export class TwoFactorEnrolment {
  @Field(() => String, { description: 'The secret in text (base32), for typing it into the app.' }) secret!: string;
  @Field(() => String, { description: 'The otpauth:// URI the QR code carries.' }) otpauthUri!: string;
  @Field(() => String, { description: 'The QR code as an SVG data URL (an <img> src).' }) qrCode!: string;
  @Field(() => Date, { description: 'Confirm with a first code before this.' }) expiresAt!: Date;
}

@ObjectType('TwoFactorActivation')
export class TwoFactorActivation {
  @Field(() => [String], { description: 'Ten one-time recovery codes: shown this once, stored only as hashes.' }) recoveryCodes!: string[];
  @Field(() => User, { description: 'The account, now signed in with its second factor.' }) user!: User;
}

@ObjectType('SecuritySettings')
export class SecuritySettings {
  @Field(() => Boolean, { description: 'Staff accounts sign in with a second factor (those without one are asked to enrol).' })
  staffTwoFactorRequired!: boolean;
}
