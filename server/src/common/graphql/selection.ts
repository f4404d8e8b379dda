import { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Names of the fields selected directly under the resolved field (through inline fragments and
 * fragment spreads), so a list can read only the columns a client asked for.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') names.add(s.name.value);
      else if (s.kind === 'InlineFragment') visit(s.selectionSet);
      else visit(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes as FieldNode[]) visit(node.selectionSet);
  return names;
}
