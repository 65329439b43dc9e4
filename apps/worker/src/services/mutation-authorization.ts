import type { JuzRow, KhatmRow } from "../db/schema";
import type { MutationRequest } from "./juz-mutations";
import { requireCreator, requireCreatorOrHolder, requireHolder, type Viewer } from "./permissions";

/** Throws 403 unless the viewer may take this action on these juz; answers whether it acts as the creator. */
export function authorize(
  request: MutationRequest,
  viewer: Viewer,
  khatm: KhatmRow,
  before: JuzRow[],
  granted: ReadonlySet<number>,
): boolean {
  switch (request.kind) {
    case "reserve":
      // Anyone may reserve available juz; the state machine refuses the others.
      return false;
    case "reserveOnBehalf":
      requireCreator(viewer, khatm, "reserveOnBehalf", request.creatorEmail);
      return true;
    case "transfer":
      requireCreator(viewer, khatm, "transfer", request.creatorEmail);
      return true;
    case "uncomplete":
      requireCreator(viewer, khatm, "uncomplete", request.email);
      return true;
    case "cancel":
      return requireCreatorOrHolder(viewer, khatm, before, granted, "cancel", {
        creatorEmail: request.creatorEmail,
        email: request.email,
      }).asCreator;
    case "complete":
      return requireCreatorOrHolder(viewer, khatm, before, granted, "complete", { email: request.readerEmail })
        .asCreator;
    case "anonymity":
      requireHolder(viewer, before, granted, request.email);
      return false;
  }
}
