/** Errors are values with a status; the error handler turns them into `{ message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(400, message, fieldErrors ? { fieldErrors } : undefined);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "You are not signed in") {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, `${what} not found`);
  }
}

/** A stale write: carries the row as it is now so the client can show it. */
export class ConflictError extends AppError {
  constructor(message: string, current?: unknown) {
    super(409, message, current === undefined ? undefined : { current });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** More than can be handled at once, e.g. a prompt beyond the AI model's context window. */
export class ContentTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export class BadGatewayError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

export class GatewayTimeoutError extends AppError {
  constructor(message: string) {
    super(504, message);
  }
}
