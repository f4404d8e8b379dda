import { ComicIssueView, ComicSeriesView, CreatorContentView, CreatorView, variantUrl } from '../comics/public/public-views';
import { PodcastEpisode } from '../podcasts/podcast-episode.entity';
import { PodcastSeries } from '../podcasts/podcast-series.entity';

const ARTWORK_SIZE = 640;

/** The parent series of an episode or iTunes info in a payload (contract §9). */
function seriesRef(s: PodcastSeries | undefined) {
  return s ? { uuid: s.uuid, name: s.name, rssUrl: s.rssUrl, itunesId: s.itunesId } : null;
}

function artworkOf(s: PodcastSeries): string | null {
  const base = s.itunesInfo?.baseArtworkUrl;
  return base ? `${base}${ARTWORK_SIZE}x${ARTWORK_SIZE}bb.png` : s.imageUrl;
}

/** `data` of a podcastseries event: the §5 scalar fields (default arguments) and its iTunes info (contract §9). */
export function seriesPayload(s: PodcastSeries) {
  return {
    uuid: s.uuid,
    datePublished: s.datePublished,
    itunesId: s.itunesId,
    name: s.name,
    description: s.description,
    imageUrl: s.imageUrl,
    hash: s.hash,
    childrenHash: s.childrenHash,
    copyright: s.copyright,
    websiteUrl: s.websiteUrl,
    rssUrl: s.rssUrl,
    rssOwnerName: s.rssOwnerName,
    rssOwnerPublicEmail: s.rssOwnerPublicEmail,
    authorName: s.authorName,
    isExplicitContent: s.isExplicitContent,
    isCompleted: s.isCompleted,
    isComplete: s.isCompleted,
    isBlocked: s.isBlocked,
    descriptionLinks: s.descriptionLinks,
    genres: s.genres,
    seriesType: s.seriesType,
    language: s.language,
    contentType: s.contentType,
    taddyTranscribeStatus: 'NOT_TRANSCRIBING',
    popularityRank: null,
    totalEpisodesCount: s.totalEpisodes,
    itunesInfo: s.itunesInfo
      ? { uuid: s.uuid, publisherId: s.itunesInfo.publisherId, publisherName: s.itunesInfo.publisherName, baseArtworkUrl: s.itunesInfo.baseArtworkUrl, baseArtworkUrlOf: artworkOf(s) }
      : null,
  };
}

/** `data` of a podcastepisode event: the §5 scalar fields and its series (contract §9). */
export function episodePayload(e: PodcastEpisode, s: PodcastSeries | undefined) {
  return {
    uuid: e.uuid,
    datePublished: e.datePublished,
    name: e.name,
    description: e.description,
    subtitle: e.subtitle,
    imageUrl: e.imageUrl,
    hash: e.hash,
    guid: e.guid,
    audioUrl: e.audioUrl,
    videoUrl: e.videoUrl,
    fileType: e.fileType,
    fileLength: e.fileLength,
    duration: e.duration,
    seasonNumber: e.seasonNumber,
    episodeNumber: e.episodeNumber,
    episodeType: e.episodeType,
    websiteUrl: e.websiteUrl,
    isExplicitContent: e.isExplicitContent,
    isRemoved: e.isRemoved,
    isBlocked: e.isBlocked,
    descriptionLinks: e.descriptionLinks,
    transcriptUrls: e.transcripts.map((t) => t.url),
    chaptersUrls: e.chapters.map((c) => c.url),
    taddyTranscribeStatus: 'NOT_TRANSCRIBING',
    podcastSeries: seriesRef(s),
  };
}

/** `data` of an itunesinfo event (contract §9). */
export function itunesPayload(s: PodcastSeries) {
  const info = s.itunesInfo;
  return {
    uuid: s.uuid,
    hash: info?.hash ?? null,
    subtitle: info?.subtitle ?? null,
    summary: info?.summary ?? null,
    publisherName: info?.publisherName ?? null,
    publisherId: info?.publisherId ?? null,
    baseArtworkUrl: info?.baseArtworkUrl ?? null,
    country: info?.country ?? null,
    podcastSeries: seriesRef(s),
  };
}

/** The scalar, enum and scalar-list fields of a public view (contract §9 `data`: objects left out). */
function scalars(view: object): Record<string, unknown> {
  const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  return Object.fromEntries(Object.entries(view).filter(([, v]) => isScalar(v) || (Array.isArray(v) && v.every(isScalar))));
}

/** `data` of a comicseries event: its §5 scalar fields with default arguments (SMALL images) and hostingProvider (contract §9). */
export function comicSeriesPayload(s: ComicSeriesView) {
  return {
    ...scalars(s),
    coverImageUrl: variantUrl(s.images.cover, 'cover', 'SMALL'),
    bannerImageUrl: variantUrl(s.images.banner, 'banner', 'SMALL'),
    totalIssuesCount: s.totalIssues,
    hostingProvider: null,
  };
}

/** `data` of a comicissue event: its scalar fields, the SMALL banner and its stories (contract §9). */
export function comicIssuePayload(i: ComicIssueView) {
  return {
    ...scalars(i),
    bannerImageUrl: variantUrl(i.images.banner, 'banner', 'SMALL'),
    stories: i.stories.map((s) => ({ uuid: s.uuid, issueUuid: s.issueUuid, seriesUuid: s.seriesUuid, storyImageAsString: s.storyImageAsString })),
  };
}

/** `data` of a creator event: its scalar fields and the SMALL avatar (contract §9). */
export function creatorPayload(c: CreatorView) {
  return { ...scalars(c), avatarImageUrl: variantUrl(c.images.avatar, 'avatar', 'SMALL'), totalContentCount: c.totalContentCount };
}

/** `data` of a creatorcontent event: its fields (contract §9). */
export function creatorContentPayload(c: CreatorContentView) {
  return scalars(c);
}
