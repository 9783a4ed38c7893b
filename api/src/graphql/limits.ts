import {
  GraphQLError, Kind, getNamedType, getNullableType, isCompositeType, isListType, isObjectType, isInterfaceType,
  type ASTVisitor, type GraphQLCompositeType, type GraphQLOutputType, type SelectionSetNode, type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  /** Nesting of fields, introspection excluded (graphql-js's own MaxIntrospectionDepthRule covers it). */
  maxDepth: number;
  /** Fields resolved, estimating every list at LIST_SIZE items: countries{cities{country{cities}}} grows fast. */
  maxCost: number;
  /** Aliased fields per operation: aliases turn one request into many resolver calls. */
  maxAliases: number;
}

/** Our deepest real query (search results with their country, city and airport) is depth 4, cost ~250. */
export const QUERY_LIMITS: QueryLimits = { maxDepth: 8, maxCost: 5000, maxAliases: 20 };
/** The cost estimate of a list field's items: pages are capped at 100, but most lists are short. */
export const LIST_SIZE = 10;

interface Measure { depth: number; cost: number; aliases: number }

/** A validation rule: an operation over a limit is refused (400, GRAPHQL_VALIDATION_FAILED) before it runs. */
export function queryLimitsRule(limits: QueryLimits = QUERY_LIMITS) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(op) {
      const root = op.operation === 'query' ? context.getSchema().getQueryType()
        : op.operation === 'mutation' ? context.getSchema().getMutationType() : context.getSchema().getSubscriptionType();
      if (!root) return;
      const m = measure(context, root, op.selectionSet, new Set());
      const name = op.name ? `"${op.name.value}"` : 'The operation';
      if (m.depth > limits.maxDepth) context.reportError(new GraphQLError(`${name} is nested ${m.depth} levels deep; at most ${limits.maxDepth} are allowed.`, { nodes: op }));
      if (m.cost > limits.maxCost) context.reportError(new GraphQLError(`${name} would cost about ${m.cost}; at most ${limits.maxCost} is allowed (lists count ${LIST_SIZE} each).`, { nodes: op }));
      if (m.aliases > limits.maxAliases) context.reportError(new GraphQLError(`${name} uses ${m.aliases} aliases; at most ${limits.maxAliases} are allowed.`, { nodes: op }));
    },
  });
}

function measure(context: ValidationContext, parent: GraphQLCompositeType, set: SelectionSetNode, fragmentsInPath: Set<string>): Measure {
  const total: Measure = { depth: 0, cost: 0, aliases: 0 };
  const add = (m: Measure) => {
    total.depth = Math.max(total.depth, m.depth);
    total.cost += m.cost;
    total.aliases += m.aliases;
  };
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const name = sel.name.value;
      if (name.startsWith('__')) continue; // __typename is free; __schema/__type have their own rule
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
      const alias = sel.alias ? 1 : 0;
      if (!field || !sel.selectionSet) {
        add({ depth: 1, cost: 1, aliases: alias });
        continue;
      }
      const child = getNamedType(field.type);
      const inner = isCompositeType(child) ? measure(context, child, sel.selectionSet, fragmentsInPath) : { depth: 0, cost: 0, aliases: 0 };
      add({ depth: inner.depth + 1, cost: 1 + inner.cost * listFactor(field.type), aliases: inner.aliases + alias });
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const on = sel.typeCondition ? context.getSchema().getType(sel.typeCondition.name.value) : parent;
      add(measure(context, isCompositeType(on) ? on : parent, sel.selectionSet, fragmentsInPath));
    } else {
      const name = sel.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || fragmentsInPath.has(name)) continue; // unknown or cyclic: other rules report it
      const on = context.getSchema().getType(fragment.typeCondition.name.value);
      add(measure(context, isCompositeType(on) ? on : parent, fragment.selectionSet, new Set([...fragmentsInPath, name])));
    }
  }
  return total;
}

/** LIST_SIZE per list level ([[T]] counts twice). */
function listFactor(type: GraphQLOutputType): number {
  let factor = 1;
  let t = getNullableType(type);
  while (isListType(t)) {
    factor *= LIST_SIZE;
    t = getNullableType(t.ofType);
  }
  return factor;
}
