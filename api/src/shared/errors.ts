/**
 * Domain errors thrown by services. Each edge (GraphQL, REST) maps them ONCE:
 * services never know about HTTP statuses or GraphQL extensions.
 */
export type FieldErrors = Record<string, string>;

/**
 * Field → the rule it broke, in words a client can translate: class-validator's constraint names
 * (`isNotEmpty`, `minLength`, `isEmail`, `matches`...) or ours (`unique`). The messages in `fields`
 * are Albanian; a client showing another language maps field + reason to its own text (ADR 0005).
 */
export type FieldReasons = Record<string, string>;

/**
 * Why a field was refused, for a client that words it in its own language: a stable code and the
 * numbers in the message (`{ code: 'PASSWORD_TOO_SHORT', params: { min: 8 } }`). The message in
 * `fields` stays the Albanian text every client can show.
 */
export interface FieldRule {
  code: string;
  params?: Record<string, number>;
}
export type FieldRules = Record<string, FieldRule>;

export abstract class DomainError extends Error {
  abstract readonly code: string;
  /** `rules`: codes and numbers a client words in its own language (a refusal of input, or a conflict's count). */
  constructor(message: string, readonly fields?: FieldErrors, readonly reasons?: FieldReasons, readonly rules?: FieldRules) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  constructor(fields: FieldErrors, message?: string, reasons?: FieldReasons, rules?: FieldRules) {
    super(message ?? `Invalid input: ${Object.keys(fields).join(', ')}`, fields, reasons, rules);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  constructor(message = 'Ju duhet të kyçeni.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor(message = 'Nuk keni leje për këtë veprim.') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(what: string) {
    super(`${what} nuk u gjet.`);
  }
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
}

/**
 * A secret that did not match: a current password, a second-factor code. Still a 409 naming the field
 * (the profile forms' contract), but a guess: the login guard counts it like a failed login.
 */
export class WrongSecretError extends ConflictError {}

/**
 * The password was right and the sign-in needs a second step (issue 41): a code of the account's app
 * (TWO_FACTOR_REQUIRED) or, for staff when the owner requires it, enrolling one first
 * (TWO_FACTOR_ENROLMENT_REQUIRED). No session is signed in yet.
 */
export class SecondStepError extends DomainError {
  readonly code: string;
  constructor(readonly step: 'CODE' | 'ENROL', readonly userId: number) {
    const text = step === 'CODE'
      ? 'Shkruani kodin nga aplikacioni i vërtetimit (ose një kod rezervë) për të hyrë.'
      : 'Llogaritë e stafit hyjnë me verifikim me dy hapa: lidheni llogarinë me një aplikacion vërtetimi për të vazhduar.';
    // The field a one-request sign-in (the legacy REST login) sends the code in.
    super(text, step === 'CODE' ? { code: text } : undefined);
    this.code = step === 'CODE' ? 'TWO_FACTOR_REQUIRED' : 'TWO_FACTOR_ENROLMENT_REQUIRED';
  }
}

/** An upload over the configured size (MAX_IMAGE_MB). */
export class PayloadTooLargeError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE';
}

export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(
    message = 'Shumë përpjekje. Ju lutem provoni përsëri më vonë.',
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** HTTP status for each domain error code, used by the REST facade's single error handler. */
export const httpStatusOf: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  TWO_FACTOR_REQUIRED: 401,
  TWO_FACTOR_ENROLMENT_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};
