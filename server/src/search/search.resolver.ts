import { Args, Query, Resolver } from '@nestjs/graphql';
import { SearchContentType } from './search-index';
import { SearchArgs, SearchService } from './search.service';

/** Arguments of the deprecated `searchForTerm` that differ from `search` (contract §4.3). */
interface SearchForTermArgs extends Omit<SearchArgs, 'filterForTypes' | 'sortBy' | 'matchBy'> {
  filterForTypes?: string[] | null;
  sortByDatePublished?: 'LATEST' | 'OLDEST' | null;
  includeSearchOperator?: 'AND' | 'OR' | 'EXACT_PHRASE' | null;
  searchResultsBoostType?: string | null;
}

const OPERATOR_TO_MATCH = { AND: 'ALL_TERMS', OR: 'MOST_TERMS', EXACT_PHRASE: 'EXACT_PHRASE' } as const;
const SEARCHABLE: SearchContentType[] = ['PODCASTSERIES', 'PODCASTEPISODE', 'COMICSERIES', 'CREATOR'];

/** `search` and the deprecated `searchForTerm` (contract §4.3). */
@Resolver('Query')
export class SearchResolver {
  constructor(private readonly searchService: SearchService) {}

  @Query()
  search(@Args() args: SearchArgs) {
    return this.searchService.search(args);
  }

  /** Same engine; AND ≙ ALL_TERMS, OR ≙ MOST_TERMS; results also in `queryResponseInfo`. */
  @Query()
  async searchForTerm(@Args() args: SearchForTermArgs) {
    const { filterForTypes, sortByDatePublished, includeSearchOperator, searchResultsBoostType, ...rest } = args;
    const types = (filterForTypes?.length ? filterForTypes : ['PODCASTSERIES']).filter((t): t is SearchContentType => SEARCHABLE.includes(t as SearchContentType));
    const result = await this.searchService.search({
      ...rest,
      filterForTypes: types.length ? types : ['PODCASTSERIES'],
      matchBy: OPERATOR_TO_MATCH[includeSearchOperator ?? 'AND'],
      sortBy: searchResultsBoostType === 'BOOST_POPULARITY_A_LOT' ? 'POPULARITY' : 'EXACTNESS',
      sortByDate: sortByDatePublished ?? null,
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
