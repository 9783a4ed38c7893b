import {
  GraphQLError, Kind, SchemaMetaFieldDef, TypeMetaFieldDef, getNamedType, getNullableType, isCompositeType, isListType, isObjectType, isInterfaceType,
  type ASTVisitor, type GraphQLCompositeType, type GraphQLField, type GraphQLOutputType, type SelectionSetNode, type ValidationContext,
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
/**
 * What one `__schema` costs, however much of it is selected: its answer is bounded by the schema, not
 * by data, so its lists are not multiplied (GraphiQL's full introspection would otherwise cost ~50,000),
 * but it is not free either. One per operation is all an IDE needs; aliased copies multiplied the answer.
 */
export const SCHEMA_INTROSPECTION_COST = 1000;
/**
 * Tokens in one GraphQL document (graphql-js stops parsing beyond it, a 400). GraphiQL's introspection
 * query has ~180 and our largest operation ~90; the limit keeps parsing and validation (graphql-js
 * compares every pair of same-named fields) cheap whatever is sent.
 */
export const MAX_TOKENS = 1000;

interface Measure { depth: number; cost: number; aliases: number; schemas: number }
const NOTHING: Measure = { depth: 0, cost: 0, aliases: 0, schemas: 0 };

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
      if (m.schemas > 1) context.reportError(new GraphQLError(`${name} asks for __schema ${m.schemas} times; at most once is allowed.`, { nodes: op }));
    },
  });
}

function measure(context: ValidationContext, parent: GraphQLCompositeType, set: SelectionSetNode, fragmentsInPath: Set<string>): Measure {
  const total: Measure = { ...NOTHING };
  const add = (m: Measure) => {
    total.depth = Math.max(total.depth, m.depth);
    total.cost += m.cost;
    total.aliases += m.aliases;
    total.schemas += m.schemas;
  };
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const name = sel.name.value;
      const alias = sel.alias ? 1 : 0;
      // Introspection counts toward aliases and cost like any field; only its depth has graphql-js's
      // own rule (MaxIntrospectionDepthRule). __typename is a free leaf.
      if (name === '__typename') {
        add({ ...NOTHING, aliases: alias });
        continue;
      }
      if (name === '__schema') {
        const schemaType = getNamedType(SchemaMetaFieldDef.type) as GraphQLCompositeType;
        const inner = sel.selectionSet ? measure(context, schemaType, sel.selectionSet, fragmentsInPath) : NOTHING;
        add({ ...NOTHING, cost: SCHEMA_INTROSPECTION_COST, aliases: alias + inner.aliases, schemas: 1 });
        continue;
      }
      const field = fieldOf(parent, name);
      if (!field || !sel.selectionSet) {
        add({ ...NOTHING, depth: 1, cost: 1, aliases: alias });
        continue;
      }
      const child = getNamedType(field.type);
      const inner = isCompositeType(child) ? measure(context, child, sel.selectionSet, fragmentsInPath) : NOTHING;
      const depth = name === '__type' ? 0 : inner.depth + 1;
      add({ depth, cost: 1 + inner.cost * listFactor(field.type), aliases: inner.aliases + alias, schemas: inner.schemas });
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

/** A field of an object or interface type; `__type` is a meta field that getFields() does not list. */
function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === '__type') return TypeMetaFieldDef;
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
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
