import { type ArgumentNode, GraphQLError, Kind, type ValidationContext, type ValueNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { badTextMessage, findBadText, hasBadText } from '../http/inputHygiene';

const badInput = (field: string) =>
  createGraphQLError(badTextMessage(field), {
    extensions: { code: 'BAD_USER_INPUT', error: 'invalid_input', http: { status: 400, spec: false } },
  });

/** The dotted path of the first bad string literal inside an argument's value, or null. */
function badLiteral(value: ValueNode, path: string): string | null {
  switch (value.kind) {
    case Kind.STRING:
      return hasBadText(value.value) ? path : null;
    case Kind.LIST:
      for (const [i, item] of value.values.entries()) {
        const found = badLiteral(item, `${path}.${i}`);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of value.fields) {
        const found = badLiteral(field.value, `${path}.${field.name.value}`);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/**
 * Input hygiene for GraphQL (the REST side is http/inputHygiene.ts): a NUL or lone surrogate in any variable
 * or inline string argument is a 400 naming the variable or argument, before any resolver runs.
 */
export function useInputHygiene(): Plugin {
  return {
    onParams({ params }) {
      const field = findBadText(params.variables ?? {}, 'variables');
      if (field) throw badInput(field);
      if (params.operationName && hasBadText(params.operationName)) throw badInput('operationName');
    },
    onValidate({ addValidationRule }) {
      addValidationRule((context: ValidationContext) => ({
        Argument(node: ArgumentNode) {
          const found = badLiteral(node.value, node.name.value);
          if (found) {
            const error = badInput(found);
            context.reportError(new GraphQLError(error.message, { nodes: [node], extensions: error.extensions }));
          }
        },
      }));
    },
  };
}
