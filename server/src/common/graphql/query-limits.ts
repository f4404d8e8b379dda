import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { DocumentNode, GraphQLError, GraphQLSchema, ValidationRule, getNamedType, isListType, getNullableType, isCompositeType, visit } from 'graphql';
import { ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
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

/** Arguments whose value changes a query's cost (objectCountEstimator). */
const COST_ARGUMENTS = new Set(['limitPerPage', 'uuids']);

/** Per parsed query (Apollo keeps one document per query text): the variables its cost depends on, and its costs by their values. */
const costsByDocument = new WeakMap<DocumentNode, { costVariables: string[]; costs: Map<string, number> }>();

/** Names of the variables passed to a cost argument anywhere in `document`. */
function costVariablesOf(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if (!COST_ARGUMENTS.has(node.name.value)) return;
      visit(node.value, { Variable: (v) => void names.add(v.name.value) });
    },
  });
  return [...names];
}

/**
 * Throws QUERY_TOO_COMPLEX when the operation's cost exceeds QUERY_COST_MAX. Uses the request's
 * variables, so it runs after validation (in the API access plugin). A query's cost is computed
 * once per operation and values of the variables it depends on.
 */
export function assertCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>): void {
  let entry = costsByDocument.get(document);
  if (!entry) {
    entry = { costVariables: costVariablesOf(document), costs: new Map() };
    costsByDocument.set(document, entry);
  }
  const key = entry.costVariables.length ? `${operationName ?? ''}\n${JSON.stringify(entry.costVariables.map((v) => (v in variables ? variables[v] : '(default)')))}` : operationName ?? '';
  let cost = entry.costs.get(key);
  if (cost === undefined) {
    cost = getComplexity({ schema, query: document, operationName, variables, estimators: [objectCountEstimator] });
    if (entry.costs.size >= 1000) entry.costs.clear();
    entry.costs.set(key, cost);
  }
  if (cost > QUERY_COST_MAX) throw tooComplex(queryTooCostlyMessage(cost, QUERY_COST_MAX));
}
