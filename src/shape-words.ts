// How a shape check's findings are said to a person editing a file by hand: a module of its own,
// so that a command that only words an issue (a decision reading its mail config) does not load
// the checker (src/shape.ts, and valibot with it).

/** A value of a plain type (a wrongType's `expected`), as a person writing YAML is told to write it; undefined for another. */
export function wantedInWords(expected: string): string | undefined {
  return ({ number: 'a number (without quotes)', string: 'text', boolean: 'true or false' } as Record<string, string>)[expected];
}
