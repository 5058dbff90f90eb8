/** A form's values by field path, as text: nested groups (a format's languages) are flattened to `de.weight`. */
function flatten(values: object, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(values).flatMap(([key, value]): [string, string][] =>
      value !== null && typeof value === 'object'
        ? [...flatten(value as object, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, String(value ?? '')]],
    ),
  );
}

/**
 * What a person typed that a reload would lose: the fields they changed from what the form `opened` with
 * and that the `saved` record (a colleague's change) has otherwise, as [path, typed text].
 */
export function typedChanges(typed: object, opened: object, saved: object): [path: string, value: string][] {
  const before = flatten(opened);
  const now = flatten(saved);
  return [...flatten(typed)].filter(([path, value]) => value !== before.get(path) && value !== now.get(path));
}
