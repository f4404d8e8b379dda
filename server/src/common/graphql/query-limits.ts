import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { DocumentNode, GraphQLError, GraphQLSchema, ValidationRule, getNamedType, isListType, getNullableType, isCompositeType } from 'graphql';
import { ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { QUERY_COST_LIST_SIZE_DEFAULT, QUERY_COST_MAX, QUERY_DEPTH_MAX, queryTooCostlyMessage, queryTooDeepMessage } from '@inkcast/schema';


function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
}

/** Validation rule refusing queries deeper than QUERY_DEPTH_MAX with QUERY_TOO_COMPLEX (introspection exempt). */
export const depthLimitRule: ValidationRule = (context) =>
  maxDepthRule({
    n: QUERY_DEPTH_MAX,
    ignoreIntrospection: true,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [(ctx, err) => ctx?.reportError(tooComplex(queryTooDeepMessage(Number(/found (\d+)/.exec(err.message)?.[1] ?? 0), QUERY_DEPTH_MAX)))],
  })(context);

/**
 * Contract §1 cost: expected objects summed over object-typed fields, where a list field counts
 * its `limitPerPage`, else its `uuids` length, else 25, times its parents; scalars cost nothing.
 */
const objectCountEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const type = getNullableType(field.type);
  if (!isCompositeType(getNamedType(type))) return 0;
  if (field.name.startsWith('__')) return 0;
  let count = 1;
  if (isListType(type)) {
    if (typeof args.limitPerPage === 'number') count = args.limitPerPage;
    else if (Array.isArray(args.uuids)) count = args.uuids.length;
    else count = QUERY_COST_LIST_SIZE_DEFAULT;
  }
  return count * (1 + childComplexity);
};

/** Costs of recent (query, operation, variables) triples: clients repeat the same requests. */
const costs = new LRUCache<string, number>({ max: 5000 });

/**
 * Throws QUERY_TOO_COMPLEX when the operation's cost exceeds QUERY_COST_MAX. Uses the request's
 * variables, so it runs after validation (in the API access plugin); `queryKey` identifies the
 * query text (Apollo's queryHash) for the cost cache.
 */
export function assertCost(schema: GraphQLSchema, document: DocumentNode, queryKey: string, operationName: string | undefined, variables: Record<string, unknown>): void {
  const key = `${queryKey}\n${operationName ?? ''}\n${JSON.stringify(variables)}`;
  let cost = costs.get(key);
  if (cost === undefined) {
    cost = getComplexity({ schema, query: document, operationName, variables, estimators: [objectCountEstimator] });
    costs.set(key, cost);
  }
  if (cost > QUERY_COST_MAX) throw tooComplex(queryTooCostlyMessage(cost, QUERY_COST_MAX));
}
