import { useQuery } from '@apollo/client/react';
import { hasPermission, type PermissionAction } from '@inkcast/schema';
import { ItemPermissionDocument, type InternalSeriesType } from '../../../generated/graphql';

/**
 * The signed-in user's permission on an item (spec 001 §6): looked up per item (uuid plus type)
 * each time a component mounts, never from the cache. `can(action)` applies Inkcast's table.
 */
export function useItemPermission(uuid: string | null | undefined, contentType: InternalSeriesType) {
  const { data, loading, refetch } = useQuery(ItemPermissionDocument, {
    variables: { uuid: uuid ?? '', contentType },
    skip: !uuid,
    fetchPolicy: 'network-only',
  });
  const permission = data?.getPermissionForItem ?? null;
  return {
    permission,
    loading: loading && !data,
    can: (action: PermissionAction) => hasPermission(permission, action),
    refetch,
  };
}
