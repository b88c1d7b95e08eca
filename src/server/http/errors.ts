// Errors a service throws; the error handler turns them into the documented error body.
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, message, details);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (message = 'We could not find what you asked for.') => new AppError(404, message);
export const conflict = (message: string, details?: unknown) => new AppError(409, message, details);
export const unprocessable = (message: string, details?: unknown) => new AppError(422, message, details);
export const serviceUnavailable = (message: string) => new AppError(503, message);
