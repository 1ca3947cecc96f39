// Shape checks for what chancery reads from files (log records, the mail config, imported site
// records), with valibot: schemas are plain objects built by small functions, so building them and
// checking a few hundred records costs a fresh process little. Every check goes through `checkShape`,
// which gives its issues in one form: the field's path, valibot's sentence, and whether the problem
// is fields the shape does not have (all of them named, where valibot stops at the first).
import * as v from 'valibot';

/** One problem found: where (keys and list indexes from the top), and what. */
export interface ShapeIssue {
  path: (string | number)[];
  message: string;
  /** Keys the object at `path` has and its shape does not (then `message` names the first). */
  unexpected?: string[];
  /** A record whose `type` names no record type (said by the log's schema, which checks each type on its own). */
  unknownType?: boolean;
  /** For an unknown type: the known one it most likely was. */
  near?: string;
  /** A value of the wrong type: the type wanted (valibot's schema type: number, string, boolean...) and what was there, as valibot shows it. */
  wrongType?: { expected: string; received: string };
  /** A key the shape requires and the object lacks (its name is the path's last step). */
  missing?: boolean;
  /** The check that failed, as valibot names it (`picklist`, `length`, `min_value`, `regex`...), with what it wanted and what was there. */
  check?: { type: string; expected: string | null; received: string };
}

export type Checked<T> = { success: true; data: T } | { success: false; error: { issues: ShapeIssue[] } };

/** Runs `schema` on `raw`: its output, or its issues (at least one). */
export function checkShape<S extends v.GenericSchema>(schema: S, raw: unknown): Checked<v.InferOutput<S>> {
  const r = v.safeParse(schema, raw);
  if (r.success) return { success: true, data: r.output };
  return { success: false, error: { issues: r.issues.map((issue) => shapeIssue(schema, issue)) } };
}

function shapeIssue(root: v.GenericSchema, issue: v.BaseIssue<unknown>): ShapeIssue {
  const steps = issue.path ?? [];
  const path = steps.map((step) => step.key as string | number);
  const check = { type: issue.type, expected: issue.expected, received: issue.received };
  if (issue.kind === 'schema' && (issue.type === 'number' || issue.type === 'string' || issue.type === 'boolean') && issue.received !== 'undefined') {
    return { path, message: issue.message, wrongType: { expected: issue.type, received: issue.received }, check };
  }
  // A required key absent: valibot says 'Invalid key: Expected "hash" but received undefined'.
  const parent = (steps[steps.length - 1] as { input?: unknown } | undefined)?.input;
  if (issue.kind === 'schema' && issue.received === 'undefined' && parent !== undefined && !Object.hasOwn(Object(parent), String(path[path.length - 1]))) {
    return { path, message: issue.message, missing: true, check };
  }
  if (issue.type !== 'strict_object' || issue.expected !== 'never' || !steps.length) return { path, message: issue.message, check };
  // A key the object does not have: valibot names the first one only. The object's other keys are
  // checked against its entries, found by following the path down from the schema checked.
  const last = steps[steps.length - 1] as { input: Record<string, unknown>; key: string };
  const entries = entriesAt(root, steps.slice(0, -1), last.input);
  const unexpected = entries ? Object.keys(last.input).filter((key) => !Object.hasOwn(entries, key)) : [last.key];
  return { path: path.slice(0, -1), message: issue.message, unexpected };
}

type Node = { type: string; entries?: Record<string, Node>; item?: Node; wrapped?: Node; options?: Node[]; key?: string; literal?: unknown };

/** The entries of the object schema the path leads to from `schema`, or undefined when it leads elsewhere. */
function entriesAt(schema: v.GenericSchema, steps: v.IssuePathItem[], target: unknown): Record<string, Node> | undefined {
  let node: Node | undefined = schema as unknown as Node;
  const objectOf = (n: Node | undefined, input: unknown): Node | undefined => {
    while (n?.wrapped) n = n.wrapped;
    if (n?.type === 'variant' && n.options && input && typeof input === 'object') {
      const tag = (input as Record<string, unknown>)[n.key!];
      return objectOf(n.options.find((o) => o.entries?.[n!.key!]?.literal === tag), input);
    }
    return n;
  };
  for (const step of steps) {
    node = objectOf(node, step.input);
    node = node?.entries ? node.entries[step.key as string] : node?.item;
  }
  return objectOf(node, target)?.entries;
}
