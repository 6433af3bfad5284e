// A scalar for references that legacy clients send either as an id or as the whole
// object they hold (a label, a note, a card): both become the id string. Used by the
// notes and scrumboard schemas (NotesRef, ScrumboardRef).
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

function toId(value: unknown, name: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const id = (value as Record<string, unknown>).id;
    if (typeof id === 'string' && id.trim() !== '') return id;
  }
  throw new GraphQLError(`${name} must be an id or an object with an "id" field.`);
}

export function refScalar(name: string, description: string): GraphQLScalarType<string, string> {
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => toId(value, name),
    parseValue: (value) => toId(value, name),
    parseLiteral: (ast, variables) => {
      if (ast.kind !== Kind.STRING && ast.kind !== Kind.OBJECT) {
        throw new GraphQLError(`${name} must be an id or an object with an "id" field.`);
      }
      return toId(valueFromASTUntyped(ast, variables), name);
    },
  });
}
