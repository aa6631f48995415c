import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, TooManyRequestsError } from "../errors";

type ValidationIssue = { instancePath: string; message?: string };

/** Turns schema issues into `{ message, fieldErrors }`; the first issue names the field and the rule. */
function validationBody(issues: ValidationIssue[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    const message =
      field === "body" ? "Request body must be a JSON object" : (issue.message ?? "is invalid");
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  }
  const [first] = Object.entries(fieldErrors);
  return { message: first ? (first[1][0] ?? "Invalid input") : "Invalid input", fieldErrors };
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Content-Type must be application/json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body must be a JSON object",
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
};

/** One place where errors become responses; 5xx never leak internals (fastify/demo habit). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation));
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) {
        reply.header("retry-after", String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({ message: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      const limitMiB = (request.routeOptions.bodyLimit ?? 0) / 1024 / 1024;
      return reply
        .status(413)
        .send({ message: `Request body is too large (the limit is ${limitMiB} MiB)` });
    }
    if (status < 500) {
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again." });
  });
}
