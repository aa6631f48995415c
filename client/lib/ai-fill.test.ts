import { describe, expect, it } from "vitest";
import { onlyEmptyFields, typedFieldsReplaced } from "./ai-fill";

const typed = { occupation: "Night DJ on a pirate radio station", age: "late 50s", arc: "  " };
const ai = { occupation: "Court stenographer", age: "42", arc: "From fear to courage" };

describe("an AI result over a form the writer typed in", () => {
  it("names the fields whose typed text it would replace", () => {
    expect(typedFieldsReplaced(typed, ai)).toEqual(["occupation", "age"]);
    expect(typedFieldsReplaced(typed, { age: "late 50s" })).toEqual([]);
  });

  it("fills only the empty fields by default", () => {
    expect(onlyEmptyFields(typed, ai)).toEqual({ arc: "From fear to courage" });
  });
});
