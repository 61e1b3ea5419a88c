// One SQL statement written by several modules. A use case that must stay one round trip
// (placing an order) joins parts that each module writes for its own tables, as entries of a
// WITH clause, instead of writing their tables itself. The text depends only on which parts
// are joined, never on the values, so it can be a named (prepared) statement.

/** The statement's parameters: each part asks for its placeholders here, in order. */
export class StatementParams {
  readonly values: unknown[] = [];

  /** A placeholder for `value`, cast when the driver cannot infer the type. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

/** One entry of the WITH clause, `name as (...)`, written by the module that owns its table. */
export type StatementPart = (params: StatementParams) => string;
