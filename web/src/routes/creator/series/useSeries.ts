import { useQuery } from '@apollo/client/react';
import { useServerEvents } from '../../../components/useServerEvents';
import { SeriesDetailsDocument } from '../../../generated/graphql';

/**
 * A series by uuid (spec 001 §7), reloaded when a server event names it (its images finished, it
 * was published, its creators or episodes changed). `series` is null when it does not exist or the
 * user has no access ('You do not have access to view this page.'). `reload` resolves once reloaded.
 */
export function useSeries(uuid: string | undefined) {
  const { data, loading, error, refetch } = useQuery(SeriesDetailsDocument, {
    variables: { uuid: uuid ?? '' },
    skip: !uuid,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const reload = () => refetch({ uuid: uuid ?? '', forceRefresh: true }).then(() => undefined, () => undefined);
  useServerEvents(
    {
      item: (event) => {
        if (event.uuid === uuid) void reload();
      },
      'series list': (event) => {
        if (event.uuid === uuid) void reload();
      },
      reconnected: () => void reload(),
    },
    !!uuid,
  );
  const series = data?.getInternalComicForUser ?? null;
  return { series, loading: !data && loading && !error, error, reload };
}
