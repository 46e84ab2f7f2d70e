import {
  JSON_SHAPE_REFUSALS,
  jsonShapeProblem,
  type TErrorCode,
  type TJsonShapeProblem,
} from "@ship/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { fail } from "./answers.ts";

/** A body past the shape limits of the contracts (issue 33): a 400 with the limit it broke. */
export class JsonShapeError extends Error {
  readonly statusCode = 400;
  readonly code: TErrorCode;
  readonly max: number;

  constructor(problem: TJsonShapeProblem) {
    super(problem);
    ({ code: this.code, max: this.max } = JSON_SHAPE_REFUSALS[problem]);
  }
}

/** The parsed body, or undefined after answering 400 (too deep, too many entries, not JSON). */
export function parseJsonOrFail(text: string, reply: FastifyReply): unknown {
  const problem = jsonShapeProblem(text);
  if (problem) {
    const error = new JsonShapeError(problem);
    fail(reply, 400, error.code, [], { max: error.max });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    fail(reply, 400, "validation.invalid_json");
    return undefined;
  }
}

/** Every JSON body is checked for its shape on its text, before it is parsed (as the API does). */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    const problem = jsonShapeProblem(text);
    if (problem) return done(new JsonShapeError(problem), undefined);
    parse(request, text, done);
  });
}
