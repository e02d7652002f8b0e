import type { ApiErrorBody } from '@sanchay/core';

/** An error with an HTTP status and a stable id; the one error handler turns it into `{ error, message }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { error: this.id, message: this.message };
  }
}

export const invalidInput = (message: string) => new AppError(400, 'invalid_input', message);
export const unauthorized = (message = 'Authentication failed. Please try again.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
