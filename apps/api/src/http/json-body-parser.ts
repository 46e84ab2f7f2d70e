import { JSON_SHAPE_REFUSALS, jsonShapeProblem, type TJsonShapeProblem } from "@ship/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error.ts";

/** The 400 of a body past the shape limits, with the limit it broke (translated en/fr/es). */
export function jsonShapeError(problem: TJsonShapeProblem): AppError {
  const { code, max } = JSON_SHAPE_REFUSALS[problem];
  return new AppError(code, 400, { params: { max } });
}

/**
 * Every JSON body is checked for its depth and its number of entries on its text, before it is
 * parsed and before any hook walks it (issue 33); then Fastify's own parser runs, with its
 * prototype-poisoning checks. Scopes that keep the raw text (signed notifications) call
 * `jsonShapeProblem` themselves.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    const problem = jsonShapeProblem(text);
    if (problem) return done(jsonShapeError(problem), undefined);
    parse(request, text, done);
  });
}
