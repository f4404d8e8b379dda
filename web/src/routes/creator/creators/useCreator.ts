import { useQuery } from '@apollo/client/react';
import { useServerEvents } from '../../../components/useServerEvents';
import { CreatorDetailsDocument } from '../../../generated/graphql';

/**
 * A creator profile by uuid (spec 001 §7), reloaded when a server event names it. `creator` is
 * null when it does not exist or the user has no access.
 */
export function useCreator(uuid: string | undefined) {
  const { data, loading, error, refetch } = useQuery(CreatorDetailsDocument, {
    variables: { uuid: uuid ?? '' },
    skip: !uuid,
    fetchPolicy: 'cache-and-network',
  });
  const reload = () => void refetch().catch(() => undefined);
  useServerEvents(
    {
      item: (event) => {
        if (event.uuid === uuid) reload();
      },
      reconnected: reload,
    },
    !!uuid,
  );
  return { creator: data?.getInternalCreatorForUser ?? null, loading: !data && loading && !error, error, reload };
}
