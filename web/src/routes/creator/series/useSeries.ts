import { useQuery } from '@apollo/client/react';
import { useServerEvents } from '../../../components/useServerEvents';
import { SeriesDetailsDocument } from '../../../generated/graphql';

/**
 * A series by uuid (spec 001 §7), reloaded when a server event names it (its images finished, it
 * was published, its creators or episodes changed). `series` is null when it does not exist or the
 * user has no access ('You do not have access to view this page.').
 */
export function useSeries(uuid: string | undefined) {
  const { data, loading, error, refetch } = useQuery(SeriesDetailsDocument, {
    variables: { uuid: uuid ?? '' },
    skip: !uuid,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const reload = () => void refetch({ uuid: uuid ?? '', forceRefresh: true }).catch(() => undefined);
  useServerEvents(
    {
      item: (event) => {
        if (event.uuid === uuid) reload();
      },
      'series list': (event) => {
        if (event.uuid === uuid) reload();
      },
      reconnected: reload,
    },
    !!uuid,
  );
  const series = data?.getInternalComicForUser ?? null;
  return { series, loading: !data && loading && !error, error, reload };
}
