// The before and after of what a change touched, keeping only the fields that differ. Nested
// objects are read as dotted names ("variants.M / Blue.stock"), so a stock change of one size
// shows as that one field, not as the whole list of sizes; arrays (tags, photos) are one value.

export type Snapshot = Record<string, unknown>;
export type FieldValues = Record<string, unknown>;

export interface Changes {
  /** null when there was nothing before: an addition. */
  before: FieldValues | null;
  /** null when nothing is left after. */
  after: FieldValues | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Every leaf of a snapshot by its dotted name; a Date as its ISO text; undefined left out. */
export function flatten(snapshot: Snapshot, prefix = ''): FieldValues {
  const fields: FieldValues = {};
  for (const [key, value] of Object.entries(snapshot)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) Object.assign(fields, flatten(value, name));
    else if (value instanceof Date) fields[name] = value.toISOString();
    else if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** Missing and null read alike: a field that was never set has not changed by being null. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two snapshots, each side with only those fields. */
export function changedFields(before: Snapshot | null | undefined, after: Snapshot | null | undefined): Changes {
  const was = before ? flatten(before) : {};
  const is = after ? flatten(after) : {};
  const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((name) => !same(was[name], is[name]));
  const side = (values: FieldValues) => Object.fromEntries(changed.map((name) => [name, values[name] ?? null]));
  return { before: before ? side(was) : null, after: after ? side(is) : null };
}
