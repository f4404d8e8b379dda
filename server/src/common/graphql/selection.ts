import { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

type Fragments = Record<string, FragmentDefinitionNode>;

/** Calls `visit` with every field selected directly under `nodes`, through inline fragments and fragment spreads. */
function forEachSubfield(nodes: readonly FieldNode[], fragments: Fragments, visit: (field: FieldNode) => void): void {
  const walk = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') visit(s);
      else if (s.kind === 'InlineFragment') walk(s.selectionSet);
      else walk(fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of nodes) walk(node.selectionSet);
}

/** Names of the fields selected directly under `nodes`, so a list can read only the columns a client asked for. */
export function fieldNamesUnder(nodes: readonly FieldNode[], fragments: Fragments): Set<string> {
  const names = new Set<string>();
  forEachSubfield(nodes, fragments, (f) => names.add(f.name.value));
  return names;
}

/** Names of the fields selected directly under the resolved field. */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  return fieldNamesUnder(info.fieldNodes, info.fragments);
}

/** The selections of field `name` directly under the resolved field (one per alias or repeat). */
export function selectedFieldNodes(info: GraphQLResolveInfo, name: string): FieldNode[] {
  const found: FieldNode[] = [];
  forEachSubfield(info.fieldNodes, info.fragments, (f) => f.name.value === name && found.push(f));
  return found;
}
