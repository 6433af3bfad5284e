// The `Ref` scalar: legacy clients send references either as an id or as the whole
// object they hold (a label, a note, a card); both become the id string. Given as
// plain functions so the SDL description in base.graphql stays in force.
import { GraphQLError, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';

const MESSAGE = 'A reference must be an id or an object with an "id" field.';

function toId(value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const id = (value as Record<string, unknown>).id;
    if (typeof id === 'string' && id.trim() !== '') return id;
  }
  throw new GraphQLError(MESSAGE);
}

export const Ref = {
  serialize: toId,
  parseValue: toId,
  parseLiteral(ast: ValueNode, variables?: Record<string, unknown> | null): string {
    if (ast.kind !== Kind.STRING && ast.kind !== Kind.OBJECT) throw new GraphQLError(MESSAGE);
    return toId(valueFromASTUntyped(ast, variables));
  },
};
