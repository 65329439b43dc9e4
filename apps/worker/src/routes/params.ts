import { validate } from "../lib/validate";

/**
 * The path parameters many routes share, each checked by one validator (made on its first request, lib/validate.ts)
 * rather than by a validator of its own in every route that names it.
 */
export const khatmIdParam = validate("param", (schemas) => schemas.khatmIdParamSchema);
export const juzIdParam = validate("param", (schemas) => schemas.juzIdParamSchema);
export const pledgeIdParam = validate("param", (schemas) => schemas.pledgeIdParamSchema);
export const signedTokenParam = validate("param", (schemas) => schemas.signedTokenParamSchema);
export const readerEmailParam = validate("param", (schemas) => schemas.readerEmailParamSchema);
