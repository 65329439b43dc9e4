import { expect, it } from "vitest";
import { nameFromEmail } from "./email";

it("takes the part before the at sign as a name", () => expect(nameFromEmail("fatima.k@example.org")).toBe("fatima.k"));
