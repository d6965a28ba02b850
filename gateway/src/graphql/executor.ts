import {
  execute,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isSpecifiedScalarType,
  typeFromAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayInterface } from '@apollo/server-gateway-interface';

/** Runs one query or mutation: the document (parsed and validated), its operation, variables and context. */
export type OperationExecutor = (
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
  context: unknown,
) => Promise<ExecutionResult> | ExecutionResult;

/**
 * Executes queries and mutations at every door. A query whose variables are all of GraphQL's own scalars (String,
 * Int, Float, Boolean, ID) runs compiled by graphql-jit: each document becomes a function of its own fields, where
 * graphql-js looks every field up in the document and the schema again for each object of each request (the public
 * memorial page answers about 4,000 fields: 30% less gateway CPU per page). Its variables are coerced by graphql-js
 * first, so their errors, messages and defaults are graphql-js's: graphql-jit's own coercion differs there (it
 * refused an omitted non-null input field that has a default, and words enum errors otherwise), which is why
 * operations with input objects, enums or other scalars, mutations and subscriptions run on graphql-js as before.
 * The resolvers, type-graphql's middleware and @Allow are the same functions either way. A compiled document is
 * kept as long as its parsed document is (Apollo's document cache, the REST door's routes, the WebSocket door's cache).
 */
export function operationExecutor(schema: GraphQLSchema): OperationExecutor {
  const plans = new WeakMap<DocumentNode, Map<string, Plan>>();
  const planOf = (document: DocumentNode, operationName: string | null | undefined): Plan => {
    let byOperation = plans.get(document);
    if (!byOperation) plans.set(document, (byOperation = new Map()));
    let plan = byOperation.get(operationName ?? '');
    if (!plan) {
      plan = compiledPlan(schema, document, operationName) ?? 'graphql-js';
      byOperation.set(operationName ?? '', plan);
    }
    return plan;
  };
  return (document, operationName, variables, context) => {
    const plan = planOf(document, operationName);
    if (plan === 'graphql-js') return execute({ schema, document, operationName, variableValues: variables, contextValue: context });
    const coerced = getVariableValues(schema, plan.operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    return Promise.resolve(plan.query.query(undefined, context, coerced.coerced)).then(withGraphQLErrors);
  };
}

type Plan = 'graphql-js' | { operation: OperationDefinitionNode; query: CompiledQuery };

/** Whether operationExecutor runs this operation compiled by graphql-jit (else graphql-js runs it). */
export const runsCompiled = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) =>
  compiledPlan(schema, document, operationName) !== null;

/** The operation compiled, when it is a query whose variables graphql-jit reads exactly as graphql-js coerced them. */
function compiledPlan(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): Plan | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return null;
  const ownScalars = (operation.variableDefinitions ?? []).every((v) => {
    const type = typeFromAST(schema, v.type);
    return type !== undefined && isSpecifiedScalarType(getNamedType(type));
  });
  if (!ownScalars) return null;
  const query = compileQuery(schema, document, operationName ?? undefined);
  return isCompiledQuery(query) ? { operation, query } : null;
}

/**
 * graphql-jit makes errors of its own, which pass for graphql-js's (its prototype) without being one: no extensions
 * object, which Apollo reads (it answered "Internal server error" without calling formatError). Each is made a
 * graphql-js error with the same message, locations, path and original error. A graphql-js error always has one.
 */
const isJitError = (e: GraphQLError) => typeof e.extensions !== 'object' || e.extensions === null;
function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some(isJitError)) return result;
  return {
    ...result,
    errors: result.errors.map((e) => {
      if (!isJitError(e)) return e;
      const error = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined });
      Object.defineProperty(error, 'locations', { value: e.locations, enumerable: true });
      return error;
    }),
  };
}

/**
 * The executor as Apollo Server takes one: its gateway interface, for a schema that never changes. Apollo still
 * parses, validates (armor's rules too), runs its plugins and formats errors; only execution is the executor's.
 */
export function apolloExecutor(schema: GraphQLSchema, execute: OperationExecutor): GatewayInterface {
  return {
    async load() {
      // The operation name asked for (the context's operationName is the resolved operation's, null when none is).
      return { executor: async ({ document, request, context }) => execute(document, request.operationName, request.variables, context) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}
