import { Args, Query, Resolver } from '@nestjs/graphql';
import type { QuerySearchArgs, QuerySearchForTermArgs } from '../generated/graphql';
import { SearchContentType } from './search-index';
import { SearchService } from './search.service';

const OPERATOR_TO_MATCH = { AND: 'ALL_TERMS', OR: 'MOST_TERMS', EXACT_PHRASE: 'EXACT_PHRASE' } as const;
const SEARCHABLE: SearchContentType[] = ['PODCASTSERIES', 'PODCASTEPISODE', 'COMICSERIES', 'CREATOR'];

/** `search` and the deprecated `searchForTerm` (contract §4.3). */
@Resolver('Query')
export class SearchResolver {
  constructor(private readonly searchService: SearchService) {}

  @Query()
  search(@Args() args: QuerySearchArgs) {
    return this.searchService.search(args);
  }

  /** Same engine; AND ≙ ALL_TERMS, OR ≙ MOST_TERMS; results also in `queryResponseInfo`. */
  @Query()
  async searchForTerm(@Args() args: QuerySearchForTermArgs) {
    const { filterForTypes, sortByDatePublished, includeSearchOperator, searchResultsBoostType, ...rest } = args;
    const types = (filterForTypes ?? []).filter((t): t is SearchContentType => SEARCHABLE.includes(t as SearchContentType));
    const result = await this.searchService.search({
      ...rest,
      filterForTypes: types.length ? types : ['PODCASTSERIES'],
      matchBy: OPERATOR_TO_MATCH[includeSearchOperator ?? 'AND'],
      sortBy: searchResultsBoostType === 'BOOST_POPULARITY_A_LOT' ? 'POPULARITY' : 'EXACTNESS',
      sortByDate: sortByDatePublished === 'LATEST' || sortByDatePublished === 'OLDEST' ? sortByDatePublished : null,
    });
    return {
      ...result,
      queryResponseInfo: {
        searchId: result.searchId,
        took: result.took,
        responseInfoDetails: result.responseDetails.map((d) => ({ searchId: result.searchId, type: d.type, totalCount: d.totalCount, pagesCount: d.pagesCount })),
      },
    };
  }
}
