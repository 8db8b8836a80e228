import { errorResponseSchema } from '@helionews/contracts';

/** `{401: ErrorResponse, 403: ErrorResponse, ...}` for a route's documented failures. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** OpenAPI: the route takes the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];
