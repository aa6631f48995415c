/**
 * How an AI result meets a form the writer may have typed in: by default it fills only the
 * empty fields; replacing typed text is the writer's choice, named field by field.
 */
export type FieldValues = Record<string, string>;

/** The fields where the AI would replace text the writer has (a different, non-empty value). */
export function typedFieldsReplaced(
  current: FieldValues,
  proposed: Partial<FieldValues>,
): string[] {
  return Object.entries(proposed)
    .filter(([field, next]) => {
      const now = current[field]?.trim() ?? "";
      return now !== "" && next !== undefined && next.trim() !== now;
    })
    .map(([field]) => field);
}

/** The proposed values, minus those that would land on typed text. */
export function onlyEmptyFields(current: FieldValues, proposed: Partial<FieldValues>): FieldValues {
  const result: FieldValues = {};
  for (const [field, next] of Object.entries(proposed)) {
    if (next !== undefined && !(current[field]?.trim() ?? "")) result[field] = next;
  }
  return result;
}
