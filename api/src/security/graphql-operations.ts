import {
  getNamedType, getNullableType, isCompositeType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  type GraphQLField, type GraphQLInputType, type GraphQLSchema,
} from 'graphql';

/** Every Query and Mutation field of the schema, keyed `Query.name` / `Mutation.name`. */
export function rootFields(schema: GraphQLSchema): { key: string; kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  const out = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ key: `${type!.name}.${field.name}`, kind, field });
  }
  return out;
}

const SCALAR_SAMPLES: Record<string, unknown> = {
  Int: 999999, Float: 1.5, String: 'x', Boolean: true, ID: '999999', LocalDate: '2030-01-01', DateTimeISO: '2030-01-01T00:00:00.000Z',
};

/** A valid-by-type value: required fields only, ids that point nowhere (999999). */
export function sampleValue(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [sampleValue(t.ofType)];
  if (isEnumType(t)) return t.getValues()[0]!.name; // variables carry enum names
  if (isScalarType(t)) return SCALAR_SAMPLES[t.name] ?? 'x';
  if (isInputObjectType(t)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = sampleValue(f.type);
    return out;
  }
  return null;
}

/** One operation calling `field` with its arguments as variables, selecting only `__typename` of objects. */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  const used = field.args.filter((a) => a.name in args);
  const decl = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} Op${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
    variables: Object.fromEntries(used.map((a) => [a.name, args[a.name]])),
  };
}

/** Generated values for the field's required arguments, overridden by `given`. */
export function requiredArgs(field: GraphQLField<unknown, unknown>, given: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of field.args) if (isNonNullType(a.type) && a.defaultValue === undefined) out[a.name] = sampleValue(a.type);
  return { ...out, ...given };
}
