import { errorStatus, type ErrorBody, type ErrorCode } from '@portal/contracts';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: ErrorBody['fields'],
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = () => new AppError('FORBIDDEN', 'You do not have access to this resource');
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to continue');
/** A 400 naming one field, with the spec §5 message where one applies. */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION', `${field}: ${message}`, [{ field, message }]);
