import type { GraphQLResolveInfo } from 'graphql';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Another version of an episode's media (`podcast:alternateEnclosure`). */
export type AlternateEnclosureLink = {
  __typename?: 'AlternateEnclosureLink';
  /** The media's bitrate, as the feed gives it. */
  bitrate?: Maybe<Scalars['String']['output']>;
  /** The media's codecs (RFC 6381). */
  codecs?: Maybe<Scalars['String']['output']>;
  /** Whether this is the same content as the main enclosure. */
  default?: Maybe<Scalars['Boolean']['output']>;
  /** The video's height in pixels. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The media's language (BCP 47). */
  lang?: Maybe<Scalars['String']['output']>;
  /** The media's size in bytes. */
  length?: Maybe<Scalars['Int']['output']>;
  /** The version's relation to others (`rel`). */
  rel?: Maybe<Scalars['String']['output']>;
  /** The source's content type. */
  sourceContentType?: Maybe<Scalars['String']['output']>;
  /** The version's title. */
  title?: Maybe<Scalars['String']['output']>;
  /** The media's MIME type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The media's URI. */
  uri?: Maybe<Scalars['String']['output']>;
};

/** A chapter of an episode. */
export type Chapter = {
  __typename?: 'Chapter';
  /** `<episodeUuid>-<index>`. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Start time in milliseconds from the episode's start. */
  startTimecode?: Maybe<Scalars['Int']['output']>;
  /** The chapter's title. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A chapters file of an episode. */
export type ChapterLink = {
  __typename?: 'ChapterLink';
  /** Whether Inkcast generated it; downloading it needs the `X-USER-ID` and `X-API-KEY` headers. */
  isTaddyExclusive?: Maybe<Scalars['Boolean']['output']>;
  /** The file's MIME type, e.g. `application/json+chapters`. */
  type?: Maybe<Scalars['String']['output']>;
  /** The file's URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Where a creator claims their content on a hosting provider. */
export type ClaimHostingProviderDetails = {
  __typename?: 'ClaimHostingProviderDetails';
  /** Where a creator claims their creator profile. */
  claimCreatorUrl?: Maybe<Scalars['String']['output']>;
  /** Where a claim starts. */
  claimInitiateUrl?: Maybe<Scalars['String']['output']>;
  /** The provider's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** One issue (episode) of a comic series. */
export type ComicIssue = {
  __typename?: 'ComicIssue';
  /** JSON: `{"base_url": "…/", "banner_sm": "banner-sm.webp", "banner_md": "banner-md.webp", "banner_lg": "banner-lg.webp"}`. */
  bannerImageAsString?: Maybe<Scalars['String']['output']>;
  /** The banner image's URL (the issue's own, else the series'). */
  bannerImageUrl?: Maybe<Scalars['String']['output']>;
  /** The issue's series. */
  comicSeries?: Maybe<ComicSeries>;
  /** The creator's note. */
  creatorNote?: Maybe<Scalars['String']['output']>;
  /** When the issue opens to everyone (epoch seconds); before then its images need a content token for one of `scopesForExclusiveContent`. `null` on an exclusive issue: no free date announced. */
  dateExclusiveContentIsAvailable?: Maybe<Scalars['Int']['output']>;
  /** When the issue was published (epoch seconds). */
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** SHA-256 (64 hex characters) of the issue's public fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** Whether the issue is blocked by policy. */
  isBlocked?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the issue was removed. */
  isRemoved?: Maybe<Scalars['Boolean']['output']>;
  /** The issue's title. */
  name?: Maybe<Scalars['String']['output']>;
  /** The issue's order in the series. */
  position?: Maybe<Scalars['Int']['output']>;
  /** The push-notification text for readers. */
  pushNotificationMessage?: Maybe<Scalars['String']['output']>;
  /** Platforms a reader must prove access to while the issue is exclusive, e.g. `patreon`; `[]` when it is free to read. */
  scopesForExclusiveContent?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The series' uuid. */
  seriesUuid?: Maybe<Scalars['ID']['output']>;
  /** The issue's stories (images), in reading order; `[]` while the issue is exclusive or its images are processing. */
  stories?: Maybe<Array<Maybe<ComicStory>>>;
  /** SHA-256 (64 hex characters) over the hashes of the stories served (in reading order); changes exactly when a story changes. */
  storiesHash?: Maybe<Scalars['String']['output']>;
  /** The story images' URLs, in reading order; `[]` while the issue is exclusive (`scopesForExclusiveContent` set) or its images are processing. */
  storyImageUrls?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** JSON: `{"base_url": "…/", "thumbnail": "thumbnail.webp"}`. */
  thumbnailImageAsString?: Maybe<Scalars['String']['output']>;
  /** The thumbnail's URL (the issue's own, else the series'). */
  thumbnailImageUrl?: Maybe<Scalars['String']['output']>;
  /** The issue's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};


/** One issue (episode) of a comic series. */
export type ComicIssueBannerImageUrlArgs = {
  variant?: InputMaybe<ImageVariant>;
};

/** A webcomic published on Inkcast. */
export type ComicSeries = {
  __typename?: 'ComicSeries';
  /** JSON: `{"base_url": "…/", "banner_sm": "banner-sm.webp", "banner_md": "banner-md.webp", "banner_lg": "banner-lg.webp"}`. */
  bannerImageAsString?: Maybe<Scalars['String']['output']>;
  /** The banner image's URL. */
  bannerImageUrl?: Maybe<Scalars['String']['output']>;
  /** The audience the series is rated for. */
  contentRating?: Maybe<ContentRating>;
  /** The series' copyright notice; `null` until creators can set one. */
  copyright?: Maybe<Scalars['String']['output']>;
  /** JSON: `{"base_url": "…/", "cover_sm": "cover-sm.webp", "cover_md": "cover-md.webp", "cover_lg": "cover-lg.webp"}`. */
  coverImageAsString?: Maybe<Scalars['String']['output']>;
  /** The cover image's URL. */
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  /** The series' creators (approved credits of published creators), in the order they were credited. */
  creators?: Maybe<Array<Maybe<Creator>>>;
  /** When the series was first published (epoch seconds). */
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** The series' description. */
  description?: Maybe<Scalars['String']['output']>;
  /** How Inkcast keeps the series up to date; `null` (no feed). */
  feedRefreshDetails?: Maybe<FeedRefreshDetails>;
  /** Genres (COMICSERIES_* values), most important first. */
  genres?: Maybe<Array<Maybe<Genre>>>;
  /** SHA-256 (64 hex characters) of the series' public fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** Where the series is hosted. */
  hostingProvider?: Maybe<HostingProvider>;
  /** Whether the series is blocked by policy. */
  isBlocked?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Whether the series is completed.
   * @deprecated Use `status` (COMPLETED).
   */
  isCompleted?: Maybe<Scalars['Boolean']['output']>;
  /** The series' published issues (episodes), one page at a time, by `position`. */
  issues?: Maybe<Array<Maybe<ComicIssue>>>;
  /** SHA-256 (64 hex characters) over the hashes of the series' published issues, by position; changes exactly when an issue changes. */
  issuesHash?: Maybe<Scalars['String']['output']>;
  /** The series' language. */
  language?: Maybe<Language>;
  /** The series' name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Platforms a reader must prove access to for exclusive issues, e.g. `patreon`. */
  scopesForExclusiveContent?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** How the pages are laid out. */
  seriesLayout?: Maybe<ComicSeriesLayout>;
  /** The kind of comic. */
  seriesType?: Maybe<ComicSeriesType>;
  /** The feed owner's name; `null` (no feed). */
  sssOwnerName?: Maybe<Scalars['String']['output']>;
  /** The feed owner's public e-mail; `null` (no feed). */
  sssOwnerPublicEmail?: Maybe<Scalars['String']['output']>;
  /** The series' SSS feed URL; `null`: comics are published on Inkcast, not read from feeds. */
  sssUrl?: Maybe<Scalars['String']['output']>;
  /** The series' publishing status. */
  status?: Maybe<SeriesStatus>;
  /** The series' tags. */
  tags?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** JSON: `{"base_url": "…/", "thumbnail": "thumbnail.webp"}`. */
  thumbnailImageAsString?: Maybe<Scalars['String']['output']>;
  /** The thumbnail's URL. */
  thumbnailImageUrl?: Maybe<Scalars['String']['output']>;
  /** How many published issues the series has. */
  totalIssuesCount?: Maybe<Scalars['Int']['output']>;
  /** The series' uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};


/** A webcomic published on Inkcast. */
export type ComicSeriesBannerImageUrlArgs = {
  variant?: InputMaybe<ImageVariant>;
};


/** A webcomic published on Inkcast. */
export type ComicSeriesCoverImageUrlArgs = {
  variant?: InputMaybe<ImageVariant>;
};


/** A webcomic published on Inkcast. */
export type ComicSeriesIssuesArgs = {
  includeRemovedIssues?: InputMaybe<Scalars['Boolean']['input']>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchTerm?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};


/** A webcomic published on Inkcast. */
export type ComicSeriesTotalIssuesCountArgs = {
  includeRemovedIssues?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How a comic's pages are laid out. */
export type ComicSeriesLayout =
  /** Pages read left to right. */
  | 'LEFT_TO_RIGHT'
  /** Page by page. */
  | 'PAGE'
  /** Pages read right to left. */
  | 'RIGHT_TO_LEFT'
  /** One long vertical strip. */
  | 'VERTICAL_SCROLL_TOP_TO_BOTTOM';

/** A kind of comic. */
export type ComicSeriesType =
  /** American-style comic book. */
  | 'AMERICAN_STYLE_COMIC'
  /** Stories by several creators. */
  | 'ANTHOLOGY'
  /** Graphic novel. */
  | 'GRAPHIC_NOVEL'
  /** Japanese-style comic. */
  | 'MANGA'
  /** Chinese-style comic. */
  | 'MANHUA'
  /** Korean-style comic. */
  | 'MANHWA'
  /** A single self-contained story. */
  | 'ONE_SHOT'
  /** Vertical-scroll webcomic. */
  | 'WEBTOON';

/** One image of a comic issue. */
export type ComicStory = {
  __typename?: 'ComicStory';
  /** The story's issue. */
  comicIssue?: Maybe<ComicIssue>;
  /** The story's series. */
  comicSeries?: Maybe<ComicSeries>;
  /** SHA-256 (64 hex characters) of the story's public fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** Whether the story was removed. */
  isRemoved?: Maybe<Scalars['Boolean']['output']>;
  /** The issue's uuid. */
  issueUuid?: Maybe<Scalars['ID']['output']>;
  /** The series' uuid. */
  seriesUuid?: Maybe<Scalars['ID']['output']>;
  /** JSON: `{"base_url": "…/", "story": "story.webp"}`. */
  storyImageAsString?: Maybe<Scalars['String']['output']>;
  /** The image's URL. */
  storyImageUrl?: Maybe<Scalars['String']['output']>;
  /** The story's uuid: a v5 uuid of its issue and its image, so it stays the same when pages are reordered. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** The audience a comic series is rated for. */
export type ContentRating =
  /** Adults. */
  | 'COMICSERIES_ADULTS'
  /** Babies and toddlers. */
  | 'COMICSERIES_BABY'
  /** Erotica; dropped by `isSafeMode`. */
  | 'COMICSERIES_EROTICA'
  /** Children. */
  | 'COMICSERIES_KIDS'
  /** Older teens. */
  | 'COMICSERIES_MATURE_TEENS'
  /** Erotica. */
  | 'COMICSERIES_PORNOGRAPHY'
  /** Teens. */
  | 'COMICSERIES_TEENS';

/**
 * A person's role on content, TYPE_ROLE_SUBROLE. PODCASTSERIES_* values follow the Podcasting 2.0
 * person taxonomy (`podcast:person` `role`); COMICSERIES_* values are comic credits.
 */
export type ContentRole =
  | 'COMICSERIES_ARTIST'
  | 'COMICSERIES_ARTIST_COLORIST'
  | 'COMICSERIES_ARTIST_INKER'
  | 'COMICSERIES_ARTIST_LETTERER'
  | 'COMICSERIES_ARTIST_PENCILER'
  | 'COMICSERIES_EDITOR'
  | 'COMICSERIES_PRODUCER'
  | 'COMICSERIES_TRANSLATOR'
  | 'COMICSERIES_WRITER'
  | 'PODCASTSERIES_ANNOUNCER'
  | 'PODCASTSERIES_ASSISTANT_CAMERA'
  | 'PODCASTSERIES_ASSISTANT_DIRECTOR'
  | 'PODCASTSERIES_ASSISTANT_EDITOR'
  | 'PODCASTSERIES_ASSOCIATE_PRODUCER'
  | 'PODCASTSERIES_AUDIO_EDITOR'
  | 'PODCASTSERIES_AUDIO_ENGINEER'
  | 'PODCASTSERIES_AUTHOR'
  | 'PODCASTSERIES_BOOKING_COORDINATOR'
  | 'PODCASTSERIES_CAMERA_GRIP'
  | 'PODCASTSERIES_CAMERA_OPERATOR'
  | 'PODCASTSERIES_COMPOSER'
  | 'PODCASTSERIES_CONTENT_MANAGER'
  | 'PODCASTSERIES_COVER_ART_DESIGNER'
  | 'PODCASTSERIES_CO_HOST'
  | 'PODCASTSERIES_CO_WRITER'
  | 'PODCASTSERIES_CREATIVE_DIRECTOR'
  | 'PODCASTSERIES_DEVELOPMENT_PRODUCER'
  | 'PODCASTSERIES_DIRECTOR'
  | 'PODCASTSERIES_EDITOR'
  | 'PODCASTSERIES_EDITORIAL_DIRECTOR'
  | 'PODCASTSERIES_EXECUTIVE_PRODUCER'
  | 'PODCASTSERIES_FACT_CHECKER'
  | 'PODCASTSERIES_FOLEY_ARTIST'
  | 'PODCASTSERIES_GRAPHIC_DESIGNER'
  | 'PODCASTSERIES_GUEST'
  | 'PODCASTSERIES_GUEST_HOST'
  | 'PODCASTSERIES_GUEST_WRITER'
  | 'PODCASTSERIES_HOST'
  | 'PODCASTSERIES_LIGHTING_DESIGNER'
  | 'PODCASTSERIES_LOGGER'
  | 'PODCASTSERIES_MANAGING_EDITOR'
  | 'PODCASTSERIES_MARKETING_MANAGER'
  | 'PODCASTSERIES_MISC_CONSULTANT'
  | 'PODCASTSERIES_MISC_INTERN'
  | 'PODCASTSERIES_MUSIC_CONTRIBUTOR'
  | 'PODCASTSERIES_MUSIC_PRODUCTION'
  | 'PODCASTSERIES_NARRATOR'
  | 'PODCASTSERIES_POST_PRODUCTION_ENGINEER'
  | 'PODCASTSERIES_PRODUCER'
  | 'PODCASTSERIES_PRODUCTION_ASSISTANT'
  | 'PODCASTSERIES_PRODUCTION_COORDINATOR'
  | 'PODCASTSERIES_REMOTE_RECORDING_ENGINEER'
  | 'PODCASTSERIES_REPORTER'
  | 'PODCASTSERIES_RESEARCHER'
  | 'PODCASTSERIES_SALES_MANAGER'
  | 'PODCASTSERIES_SALES_REPRESENTATIVE'
  | 'PODCASTSERIES_SCRIPT_COORDINATOR'
  | 'PODCASTSERIES_SCRIPT_EDITOR'
  | 'PODCASTSERIES_SENIOR_PRODUCER'
  | 'PODCASTSERIES_SOCIAL_MEDIA_MANAGER'
  | 'PODCASTSERIES_SONGWRITER'
  | 'PODCASTSERIES_SOUND_DESIGNER'
  | 'PODCASTSERIES_STORY_EDITOR'
  | 'PODCASTSERIES_STUDIO_COORDINATOR'
  | 'PODCASTSERIES_TECHNICAL_DIRECTOR'
  | 'PODCASTSERIES_TECHNICAL_MANAGER'
  | 'PODCASTSERIES_THEME_MUSIC'
  | 'PODCASTSERIES_TRANSCRIBER'
  | 'PODCASTSERIES_TRANSLATOR'
  | 'PODCASTSERIES_VOICE_ACTOR'
  | 'PODCASTSERIES_WRITER';

/** A country, ISO 3166-1 based. */
export type Country =
  | 'AFGHANISTAN'
  | 'ALAND_ISLANDS'
  | 'ALBANIA'
  | 'ALGERIA'
  | 'AMERICAN_SAMOA'
  | 'ANDORRA'
  | 'ANGOLA'
  | 'ANGUILLA'
  | 'ANTARCTICA'
  | 'ANTIGUA_AND_BARBUDA'
  | 'ARGENTINA'
  | 'ARMENIA'
  | 'ARUBA'
  | 'AUSTRALIA'
  | 'AUSTRIA'
  | 'AZERBAIJAN'
  | 'BAHAMAS'
  | 'BAHRAIN'
  | 'BANGLADESH'
  | 'BARBADOS'
  | 'BELARUS'
  | 'BELGIUM'
  | 'BELIZE'
  | 'BENIN'
  | 'BERMUDA'
  | 'BHUTAN'
  | 'BOLIVIA_PLURINATIONAL_STATE_OF'
  | 'BONAIRE_SINT_EUSTATIUS_AND_SABA'
  | 'BOSNIA_AND_HERZEGOVINA'
  | 'BOTSWANA'
  | 'BOUVET_ISLAND'
  | 'BRAZIL'
  | 'BRITISH_INDIAN_OCEAN_TERRITORY_THE'
  | 'BRUNEI_DARUSSALAM'
  | 'BULGARIA'
  | 'BURKINA_FASO'
  | 'BURUNDI'
  | 'CABO_VERDE'
  | 'CAMBODIA'
  | 'CAMEROON'
  | 'CANADA'
  | 'CAYMAN_ISLANDS'
  | 'CENTRAL_AFRICAN_REPUBLIC'
  | 'CHAD'
  | 'CHILE'
  | 'CHINA'
  | 'CHRISTMAS_ISLAND'
  | 'COCOS_KEELING_ISLANDS'
  | 'COLOMBIA'
  | 'COMOROS'
  | 'CONGO'
  | 'CONGO_THE_DEMOCRATIC_REPUBLIC_OF'
  | 'COOK_ISLANDS'
  | 'COSTA_RICA'
  | 'COTE_D_IVOIRE'
  | 'CROATIA'
  | 'CUBA'
  | 'CURACAO'
  | 'CYPRUS'
  | 'CZECHIA'
  | 'DENMARK'
  | 'DJIBOUTI'
  | 'DOMINICA'
  | 'DOMINICAN_REPUBLIC'
  | 'ECUADOR'
  | 'EGYPT'
  | 'EL_SALVADOR'
  | 'EQUATORIAL_GUINEA'
  | 'ERITREA'
  | 'ESTONIA'
  | 'ESWATINI'
  | 'ETHIOPIA'
  | 'FALKLAND_ISLANDS_THE_MALVINAS'
  | 'FAROE_ISLANDS'
  | 'FIJI'
  | 'FINLAND'
  | 'FRANCE'
  | 'FRENCH_GUIANA'
  | 'FRENCH_POLYNESIA'
  | 'FRENCH_SOUTHERN_TERRITORIES'
  | 'GABON'
  | 'GAMBIA'
  | 'GEORGIA'
  | 'GERMANY'
  | 'GHANA'
  | 'GIBRALTAR'
  | 'GREECE'
  | 'GREENLAND'
  | 'GRENADA'
  | 'GUADELOUPE'
  | 'GUAM'
  | 'GUATEMALA'
  | 'GUERNSEY'
  | 'GUINEA'
  | 'GUINEA_BISSAU'
  | 'GUYANA'
  | 'HAITI'
  | 'HEARD_ISLAND_AND_MCDONALD_ISLANDS'
  | 'HOLY_SEE'
  | 'HONDURAS'
  | 'HONG_KONG'
  | 'HUNGARY'
  | 'ICELAND'
  | 'INDIA'
  | 'INDONESIA'
  | 'IRAN'
  | 'IRAQ'
  | 'IRELAND'
  | 'ISLE_OF_MAN'
  | 'ISRAEL'
  | 'ITALY'
  | 'JAMAICA'
  | 'JAPAN'
  | 'JERSEY'
  | 'JORDAN'
  | 'KAZAKHSTAN'
  | 'KENYA'
  | 'KIRIBATI'
  | 'KOREA_NORTH'
  | 'KOREA_SOUTH'
  | 'KUWAIT'
  | 'KYRGYZSTAN'
  | 'LAO_PEOPLES_DEMOCRATIC_REPUBLIC_THE'
  | 'LATVIA'
  | 'LEBANON'
  | 'LESOTHO'
  | 'LIBERIA'
  | 'LIBYA'
  | 'LIECHTENSTEIN'
  | 'LITHUANIA'
  | 'LUXEMBOURG'
  | 'MACAO'
  | 'MADAGASCAR'
  | 'MALAWI'
  | 'MALAYSIA'
  | 'MALDIVES'
  | 'MALI'
  | 'MALTA'
  | 'MARSHALL_ISLANDS'
  | 'MARTINIQUE'
  | 'MAURITANIA'
  | 'MAURITIUS'
  | 'MAYOTTE'
  | 'MEXICO'
  | 'MICRONESIA_FEDERATED_STATES'
  | 'MINOR_OUTLYING_ISLANDS_US'
  | 'MOLDOVA_THE_REPUBLIC'
  | 'MONACO'
  | 'MONGOLIA'
  | 'MONTENEGRO'
  | 'MONTSERRAT'
  | 'MOROCCO'
  | 'MOZAMBIQUE'
  | 'MYANMAR'
  | 'NAMIBIA'
  | 'NAURU'
  | 'NEPAL'
  | 'NETHERLANDS'
  | 'NEW_CALEDONIA'
  | 'NEW_ZEALAND'
  | 'NICARAGUA'
  | 'NIGER'
  | 'NIGERIA'
  | 'NIUE'
  | 'NORFOLK_ISLAND'
  | 'NORTHERN_MARIANA_ISLANDS'
  | 'NORTH_MACEDONIA'
  | 'NORWAY'
  | 'OMAN'
  | 'PAKISTAN'
  | 'PALAU'
  | 'PALESTINE_STATE'
  | 'PANAMA'
  | 'PAPUA_NEW_GUINEA'
  | 'PARAGUAY'
  | 'PERU'
  | 'PHILIPPINES'
  | 'PITCAIRN'
  | 'POLAND'
  | 'PORTUGAL'
  | 'PUERTO_RICO'
  | 'QATAR'
  | 'REUNION'
  | 'ROMANIA'
  | 'RUSSIA'
  | 'RWANDA'
  | 'SAINT_BARTHELEMY'
  | 'SAINT_HELENA_ASCENSION_AND_TRISTAN_DA_CUNHA'
  | 'SAINT_KITTS_AND_NEVIS'
  | 'SAINT_LUCIA'
  | 'SAINT_MARTIN_FRENCH_PART'
  | 'SAINT_PIERRE_AND_MIQUELON'
  | 'SAINT_VINCENT_AND_THE_GRENADINES'
  | 'SAMOA'
  | 'SAN_MARINO'
  | 'SAO_TOME_AND_PRINCIPE'
  | 'SAUDI_ARABIA'
  | 'SENEGAL'
  | 'SERBIA'
  | 'SEYCHELLES'
  | 'SIERRA_LEONE'
  | 'SINGAPORE'
  | 'SINT_MAARTEN_DUTCH_PART'
  | 'SLOVAKIA'
  | 'SLOVENIA'
  | 'SOLOMON_ISLANDS'
  | 'SOMALIA'
  | 'SOUTH_AFRICA'
  | 'SOUTH_GEORGIA_AND_THE_SOUTH_SANDWICH_ISLANDS'
  | 'SOUTH_SUDAN'
  | 'SPAIN'
  | 'SRI_LANKA'
  | 'SUDAN'
  | 'SURINAME'
  | 'SVALBARD_AND_JAN_MAYEN'
  | 'SWEDEN'
  | 'SWITZERLAND'
  | 'SYRIA'
  | 'TAIWAN'
  | 'TAJIKISTAN'
  | 'TANZANIA'
  | 'THAILAND'
  | 'TIMOR_LESTE'
  | 'TOGO'
  | 'TOKELAU'
  | 'TONGA'
  | 'TRINIDAD_AND_TOBAGO'
  | 'TUNISIA'
  | 'TURKEY'
  | 'TURKMENISTAN'
  | 'TURKS_AND_CAICOS_ISLANDS'
  | 'TUVALU'
  | 'UGANDA'
  | 'UKRAINE'
  | 'UNITED_ARAB_EMIRATES'
  | 'UNITED_KINGDOM'
  | 'UNITED_STATES_OF_AMERICA'
  | 'URUGUAY'
  | 'UZBEKISTAN'
  | 'VANUATU'
  | 'VENEZUELA'
  | 'VIETNAM'
  | 'VIRGIN_ISLANDS_BRITISH'
  | 'VIRGIN_ISLANDS_US'
  | 'WALLIS_AND_FUTUNA'
  | 'WESTERN_SAHARA'
  | 'YEMEN'
  | 'ZAMBIA'
  | 'ZIMBABWE';

/** A person or team credited on comics. */
export type Creator = {
  __typename?: 'Creator';
  /** JSON: `{"base_url": "…/", "avatar_sm": "avatar-sm.webp", "avatar_md": "avatar-md.webp", "avatar_lg": "avatar-lg.webp"}`. */
  avatarImageAsString?: Maybe<Scalars['String']['output']>;
  /** The avatar's URL. */
  avatarImageUrl?: Maybe<Scalars['String']['output']>;
  /** The creator's bio. */
  bio?: Maybe<Scalars['String']['output']>;
  /** The published content the creator is credited on (approved credits), one page at a time. */
  content?: Maybe<Array<Maybe<CreatorContent>>>;
  /** SHA-256 (64 hex characters) over the hashes of the creator's content links, in their order; changes exactly when one changes. */
  contentHash?: Maybe<Scalars['String']['output']>;
  /** The creator's copyright notice; `null` until creators can set one. */
  copyright?: Maybe<Scalars['String']['output']>;
  /** The creator's country. */
  country?: Maybe<Country>;
  /** When the creator was first published (epoch seconds). */
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** How Inkcast keeps the creator up to date; `null` (no feed). */
  feedRefreshDetails?: Maybe<FeedRefreshDetails>;
  /** SHA-256 (64 hex characters) of the creator's public fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** Whether the creator is blocked by policy. */
  isBlocked?: Maybe<Scalars['Boolean']['output']>;
  /** The creator's links. */
  links?: Maybe<Array<Maybe<LinkDetails>>>;
  /** JSON: `[{"type": "PATREON", "base_url": "<base>/", "value": "<handle>"}]`; a link's URL is `base_url` + `value`. */
  linksAsString?: Maybe<Scalars['String']['output']>;
  /** The creator's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The feed owner's name; `null` (no feed). */
  sssOwnerName?: Maybe<Scalars['String']['output']>;
  /** The feed owner's public e-mail; `null` (no feed). */
  sssOwnerPublicEmail?: Maybe<Scalars['String']['output']>;
  /** The creator's SSS feed URL; `null`: creators are published on Inkcast, not read from feeds. */
  sssUrl?: Maybe<Scalars['String']['output']>;
  /** The creator's tags. */
  tags?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** How many published content items the creator is credited on (approved credits). */
  totalContentCount?: Maybe<Scalars['Int']['output']>;
  /** The creator's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};


/** A person or team credited on comics. */
export type CreatorAvatarImageUrlArgs = {
  variant?: InputMaybe<ImageVariant>;
};


/** A person or team credited on comics. */
export type CreatorContentArgs = {
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};

/** A creator's credit on one content item. */
export type CreatorContent = {
  __typename?: 'CreatorContent';
  /** The creator's position on the content's list of creators, in the order of crediting: 1 = first. */
  contentPosition?: Maybe<Scalars['Int']['output']>;
  /** The content's type (COMICSERIES). */
  contentType?: Maybe<TaddyType>;
  /** The content's uuid. */
  contentUuid?: Maybe<Scalars['ID']['output']>;
  /** The creator's uuid. */
  creatorUuid?: Maybe<Scalars['ID']['output']>;
  /** SHA-256 (64 hex characters) of these fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The content's position on the creator's list, in the order of crediting: 1 = first. */
  position?: Maybe<Scalars['Int']['output']>;
  /** The creator's roles on the content (COMICSERIES_* values). */
  roles?: Maybe<Array<Maybe<ContentRole>>>;
  /** The credit's uuid: a v5 uuid of the creator's and the content's uuids. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** A developer application: the API key, and an OAuth client for reader apps. */
export type DevApp = {
  __typename?: 'DevApp';
  /** The API key (`X-API-KEY`) and OAuth client secret; shown to the owner only. */
  apiKey?: Maybe<Scalars['String']['output']>;
  /** Where fans are sent back after authorising the application. */
  callbackUrl?: Maybe<Scalars['String']['output']>;
  /** The application's description (at most 500 characters). */
  description?: Maybe<Scalars['String']['output']>;
  /** The client id. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The logo's URL. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** The application's name (at most 50 characters). */
  name?: Maybe<Scalars['String']['output']>;
};

/** A developer documentation page. */
export type Documentation = {
  __typename?: 'Documentation';
  /** The page's id. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The page's text. */
  text?: Maybe<Scalars['String']['output']>;
};

/** How Inkcast keeps a feed up to date. */
export type FeedRefreshDetails = {
  __typename?: 'FeedRefreshDetails';
  /** When the feed was last fetched (epoch seconds). */
  dateLastRefreshed?: Maybe<Scalars['Int']['output']>;
  /** How often the feed is refreshed. */
  priority?: Maybe<FeedRefreshPriority>;
  /** Why the feed is refreshed rarely or not at all (with LOW, INACTIVE or NEVER only). */
  priorityReason?: Maybe<FeedRefreshPriorityReason>;
  /** The series' uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
  /** The feed's WebSub subscription; `null` when the feed has no hub. */
  websubDetails?: Maybe<WebsubDetails>;
};

/** How often a feed is refreshed. */
export type FeedRefreshPriority =
  /** Every 2 hours. */
  | 'HIGH'
  /** Weekly: no new item for 12 months. */
  | 'INACTIVE'
  /** Monthly: the feed has errors. */
  | 'LOW'
  /** Every 6 hours. */
  | 'MEDIUM'
  /** Never: refreshing stopped. */
  | 'NEVER'
  /** Daily. */
  | 'REGULAR'
  /** On the WebSub hub's ping (within about 5 minutes). */
  | 'WEBSUB';

/** Why a feed is refreshed rarely or not at all. */
export type FeedRefreshPriorityReason =
  /** The feed duplicates another. */
  | 'DUPLICATE_FEED'
  /** The feed cannot be parsed. */
  | 'ERROR_PARSING_FEED'
  /** The feed's URL does not answer. */
  | 'FEED_URL_NOT_WORKING'
  /** No new item for over a year. */
  | 'INACTIVE_FOR_OVER_1_YEAR';

/**
 * A genre, TYPE_GENRE_SUBGENRE. PODCASTSERIES_* values follow Apple Podcasts' categories:
 * `PODCASTSERIES_` + category [+ `_` + subcategory], upper-cased, `&` as `AND`, spaces and hyphens as
 * `_`, except Stand-Up (PODCASTSERIES_COMEDY_STANDUP) and the subcategories that repeat their
 * category's word, which drop it (PODCASTSERIES_COMEDY_INTERVIEWS, PODCASTSERIES_MUSIC_HISTORY,
 * PODCASTSERIES_NEWS_TECH, PODCASTSERIES_NEWS_COMMENTARY, PODCASTSERIES_TV_AND_FILM_HISTORY, …).
 * COMICSERIES_* values are comic genres.
 */
export type Genre =
  | 'COMICSERIES_ACTION'
  | 'COMICSERIES_ANIMALS'
  | 'COMICSERIES_BL'
  | 'COMICSERIES_COMEDY'
  | 'COMICSERIES_CRIME'
  | 'COMICSERIES_DRAMA'
  | 'COMICSERIES_DYSTOPIA'
  | 'COMICSERIES_EDUCATIONAL'
  | 'COMICSERIES_FANTASY'
  | 'COMICSERIES_GAMING'
  | 'COMICSERIES_GL'
  | 'COMICSERIES_HAREM'
  | 'COMICSERIES_HIGH_SCHOOL'
  | 'COMICSERIES_HISTORICAL'
  | 'COMICSERIES_HORROR'
  | 'COMICSERIES_ISEKAI'
  | 'COMICSERIES_LGBTQ'
  | 'COMICSERIES_MYSTERY'
  | 'COMICSERIES_POST_APOCALYPTIC'
  | 'COMICSERIES_ROMANCE'
  | 'COMICSERIES_SCI_FI'
  | 'COMICSERIES_SLICE_OF_LIFE'
  | 'COMICSERIES_SPORTS'
  | 'COMICSERIES_SUPERHERO'
  | 'COMICSERIES_SUPERNATURAL'
  | 'COMICSERIES_THRILLER'
  | 'COMICSERIES_ZOMBIES'
  | 'PODCASTSERIES_ARTS'
  | 'PODCASTSERIES_ARTS_BOOKS'
  | 'PODCASTSERIES_ARTS_DESIGN'
  | 'PODCASTSERIES_ARTS_FASHION_AND_BEAUTY'
  | 'PODCASTSERIES_ARTS_FOOD'
  | 'PODCASTSERIES_ARTS_PERFORMING_ARTS'
  | 'PODCASTSERIES_ARTS_VISUAL_ARTS'
  | 'PODCASTSERIES_BUSINESS'
  | 'PODCASTSERIES_BUSINESS_CAREERS'
  | 'PODCASTSERIES_BUSINESS_ENTREPRENEURSHIP'
  | 'PODCASTSERIES_BUSINESS_INVESTING'
  | 'PODCASTSERIES_BUSINESS_MANAGEMENT'
  | 'PODCASTSERIES_BUSINESS_MARKETING'
  | 'PODCASTSERIES_BUSINESS_NON_PROFIT'
  | 'PODCASTSERIES_COMEDY'
  | 'PODCASTSERIES_COMEDY_IMPROV'
  | 'PODCASTSERIES_COMEDY_INTERVIEWS'
  | 'PODCASTSERIES_COMEDY_STANDUP'
  | 'PODCASTSERIES_EDUCATION'
  | 'PODCASTSERIES_EDUCATION_COURSES'
  | 'PODCASTSERIES_EDUCATION_HOW_TO'
  | 'PODCASTSERIES_EDUCATION_LANGUAGE_LEARNING'
  | 'PODCASTSERIES_EDUCATION_SELF_IMPROVEMENT'
  | 'PODCASTSERIES_FICTION'
  | 'PODCASTSERIES_FICTION_COMEDY_FICTION'
  | 'PODCASTSERIES_FICTION_DRAMA'
  | 'PODCASTSERIES_FICTION_SCIENCE_FICTION'
  | 'PODCASTSERIES_GOVERNMENT'
  | 'PODCASTSERIES_HEALTH_AND_FITNESS'
  | 'PODCASTSERIES_HEALTH_AND_FITNESS_ALTERNATIVE_HEALTH'
  | 'PODCASTSERIES_HEALTH_AND_FITNESS_FITNESS'
  | 'PODCASTSERIES_HEALTH_AND_FITNESS_MEDICINE'
  | 'PODCASTSERIES_HEALTH_AND_FITNESS_MENTAL_HEALTH'
  | 'PODCASTSERIES_HEALTH_AND_FITNESS_NUTRITION'
  | 'PODCASTSERIES_HEALTH_AND_FITNESS_SEXUALITY'
  | 'PODCASTSERIES_HISTORY'
  | 'PODCASTSERIES_KIDS_AND_FAMILY'
  | 'PODCASTSERIES_KIDS_AND_FAMILY_EDUCATION_FOR_KIDS'
  | 'PODCASTSERIES_KIDS_AND_FAMILY_PARENTING'
  | 'PODCASTSERIES_KIDS_AND_FAMILY_PETS_AND_ANIMALS'
  | 'PODCASTSERIES_KIDS_AND_FAMILY_STORIES_FOR_KIDS'
  | 'PODCASTSERIES_LEISURE'
  | 'PODCASTSERIES_LEISURE_ANIMATION_AND_MANGA'
  | 'PODCASTSERIES_LEISURE_AUTOMOTIVE'
  | 'PODCASTSERIES_LEISURE_AVIATION'
  | 'PODCASTSERIES_LEISURE_CRAFTS'
  | 'PODCASTSERIES_LEISURE_GAMES'
  | 'PODCASTSERIES_LEISURE_HOBBIES'
  | 'PODCASTSERIES_LEISURE_HOME_AND_GARDEN'
  | 'PODCASTSERIES_LEISURE_VIDEO_GAMES'
  | 'PODCASTSERIES_MUSIC'
  | 'PODCASTSERIES_MUSIC_COMMENTARY'
  | 'PODCASTSERIES_MUSIC_HISTORY'
  | 'PODCASTSERIES_MUSIC_INTERVIEWS'
  | 'PODCASTSERIES_NEWS'
  | 'PODCASTSERIES_NEWS_BUSINESS'
  | 'PODCASTSERIES_NEWS_COMMENTARY'
  | 'PODCASTSERIES_NEWS_DAILY_NEWS'
  | 'PODCASTSERIES_NEWS_ENTERTAINMENT'
  | 'PODCASTSERIES_NEWS_POLITICS'
  | 'PODCASTSERIES_NEWS_SPORTS'
  | 'PODCASTSERIES_NEWS_TECH'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_BUDDHISM'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_CHRISTIANITY'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_HINDUISM'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_ISLAM'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_JUDAISM'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_RELIGION'
  | 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_SPIRITUALITY'
  | 'PODCASTSERIES_SCIENCE'
  | 'PODCASTSERIES_SCIENCE_ASTRONOMY'
  | 'PODCASTSERIES_SCIENCE_CHEMISTRY'
  | 'PODCASTSERIES_SCIENCE_EARTH_SCIENCES'
  | 'PODCASTSERIES_SCIENCE_LIFE_SCIENCES'
  | 'PODCASTSERIES_SCIENCE_MATHEMATICS'
  | 'PODCASTSERIES_SCIENCE_NATURAL_SCIENCES'
  | 'PODCASTSERIES_SCIENCE_NATURE'
  | 'PODCASTSERIES_SCIENCE_PHYSICS'
  | 'PODCASTSERIES_SCIENCE_SOCIAL_SCIENCES'
  | 'PODCASTSERIES_SOCIETY_AND_CULTURE'
  | 'PODCASTSERIES_SOCIETY_AND_CULTURE_DOCUMENTARY'
  | 'PODCASTSERIES_SOCIETY_AND_CULTURE_PERSONAL_JOURNALS'
  | 'PODCASTSERIES_SOCIETY_AND_CULTURE_PHILOSOPHY'
  | 'PODCASTSERIES_SOCIETY_AND_CULTURE_PLACES_AND_TRAVEL'
  | 'PODCASTSERIES_SOCIETY_AND_CULTURE_RELATIONSHIPS'
  | 'PODCASTSERIES_SPORTS'
  | 'PODCASTSERIES_SPORTS_BASEBALL'
  | 'PODCASTSERIES_SPORTS_BASKETBALL'
  | 'PODCASTSERIES_SPORTS_CRICKET'
  | 'PODCASTSERIES_SPORTS_FANTASY_SPORTS'
  | 'PODCASTSERIES_SPORTS_FOOTBALL'
  | 'PODCASTSERIES_SPORTS_GOLF'
  | 'PODCASTSERIES_SPORTS_HOCKEY'
  | 'PODCASTSERIES_SPORTS_RUGBY'
  | 'PODCASTSERIES_SPORTS_RUNNING'
  | 'PODCASTSERIES_SPORTS_SOCCER'
  | 'PODCASTSERIES_SPORTS_SWIMMING'
  | 'PODCASTSERIES_SPORTS_TENNIS'
  | 'PODCASTSERIES_SPORTS_VOLLEYBALL'
  | 'PODCASTSERIES_SPORTS_WILDERNESS'
  | 'PODCASTSERIES_SPORTS_WRESTLING'
  | 'PODCASTSERIES_TECHNOLOGY'
  | 'PODCASTSERIES_TRUE_CRIME'
  | 'PODCASTSERIES_TV_AND_FILM'
  | 'PODCASTSERIES_TV_AND_FILM_AFTER_SHOWS'
  | 'PODCASTSERIES_TV_AND_FILM_FILM_REVIEWS'
  | 'PODCASTSERIES_TV_AND_FILM_HISTORY'
  | 'PODCASTSERIES_TV_AND_FILM_INTERVIEWS'
  | 'PODCASTSERIES_TV_AND_FILM_TV_REVIEWS';

/** Where comics are hosted. */
export type HostingProvider = {
  __typename?: 'HostingProvider';
  /** Where a creator claims their content. */
  claimDetails?: Maybe<ClaimHostingProviderDetails>;
  /** When the provider was first published (epoch seconds). */
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** SHA-256 (64 hex characters) of the provider's public fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** Whether the provider is blocked by policy. */
  isBlocked?: Maybe<Scalars['Boolean']['output']>;
  /** The OAuth endpoints reader apps use to check what a fan may read. */
  oauth?: Maybe<OAuthDetails>;
  /** JSON text of the `oauth` fields, same keys. */
  oauthAsString?: Maybe<Scalars['String']['output']>;
  /** The feed owner's name. */
  sssOwnerName?: Maybe<Scalars['String']['output']>;
  /** The feed owner's public e-mail. */
  sssOwnerPublicEmail?: Maybe<Scalars['String']['output']>;
  /** The provider's SSS feed URL. */
  sssUrl?: Maybe<Scalars['String']['output']>;
  /** The provider's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** An image size. */
export type ImageVariant =
  /** Large (`_lg`). */
  | 'LARGE'
  /** Medium (`_md`). */
  | 'MEDIUM'
  /** Small (`_sm`). */
  | 'SMALL';

/** A language, ISO 639 based; feed language codes (ISO 639-1 or 639-2, region ignored) map to it. */
export type Language =
  | 'ABKHAZIAN'
  | 'AFAR'
  | 'AFRIKAANS'
  | 'AKAN'
  | 'ALBANIAN'
  | 'AMHARIC'
  | 'ARABIC'
  | 'ARAGONESE'
  | 'ARMENIAN'
  | 'ASSAMESE'
  | 'AVARIC'
  | 'AVESTAN'
  | 'AYMARA'
  | 'AZERBAIJANI'
  | 'BAMBARA'
  | 'BASHKIR'
  | 'BASQUE'
  | 'BELARUSIAN'
  | 'BENGALI'
  | 'BIHARI_LANGUAGES'
  | 'BISLAMA'
  | 'BOSNIAN'
  | 'BRETON'
  | 'BULGARIAN'
  | 'BURMESE'
  | 'CENTRAL_KHMER'
  | 'CHAMORRO'
  | 'CHECHEN'
  | 'CHICHEWA_CHEWA_NYANJA'
  | 'CHINESE'
  | 'CHURCH_SLAVONIC'
  | 'CHUVASH'
  | 'CORNISH'
  | 'CORSICAN'
  | 'CREE'
  | 'CROATIAN'
  | 'CZECH'
  | 'DANISH'
  | 'DHIVEHI_MALDIVIAN'
  | 'DUTCH_FLEMISH'
  | 'DZONGKHA'
  | 'ENGLISH'
  | 'ESPERANTO'
  | 'ESTONIAN'
  | 'EWE'
  | 'FAROESE'
  | 'FARSI'
  | 'FIJIAN'
  | 'FINNISH'
  | 'FRENCH'
  | 'FULAH'
  | 'GAELIC'
  | 'GALICIAN'
  | 'GANDA'
  | 'GEORGIAN'
  | 'GERMAN'
  | 'GIKUYU'
  | 'GREEK'
  | 'GUARANI'
  | 'GUJARATI'
  | 'HAITIAN_CREOLE'
  | 'HAUSA'
  | 'HEBREW'
  | 'HERERO'
  | 'HINDI'
  | 'HIRI_MOTU'
  | 'HUNGARIAN'
  | 'ICELANDIC'
  | 'IDO'
  | 'IGBO'
  | 'INDONESIAN'
  | 'INTERLINGUA'
  | 'INTERLINGUE_OCCIDENTAL'
  | 'INUKTITUT'
  | 'INUPIAQ'
  | 'IRISH'
  | 'ITALIAN'
  | 'JAPANESE'
  | 'JAVANESE'
  | 'KALAALLISUT_GREENLANDIC'
  | 'KANNADA'
  | 'KANURI'
  | 'KASHMIRI'
  | 'KAZAKH'
  | 'KINYARWANDA'
  | 'KOMI'
  | 'KONGO'
  | 'KOREAN'
  | 'KURDISH'
  | 'KWANYAMA'
  | 'KYRGYZ'
  | 'LAO'
  | 'LATIN'
  | 'LATVIAN'
  | 'LETZEBURGESCH'
  | 'LIMBURGISH'
  | 'LINGALA'
  | 'LITHUANIAN'
  | 'LUBA_KATANGA'
  | 'MACEDONIAN'
  | 'MALAGASY'
  | 'MALAY'
  | 'MALAYALAM'
  | 'MALTESE'
  | 'MANX'
  | 'MAORI'
  | 'MARATHI'
  | 'MARSHALLESE'
  | 'MONGOLIAN'
  | 'NAURU'
  | 'NAVAJO'
  | 'NDONGA'
  | 'NEPALI'
  | 'NORTHERN_SAMI'
  | 'NORTH_NDEBELE'
  | 'NORWEGIAN'
  | 'NORWEGIAN_BOKMAL'
  | 'NORWEGIAN_NYNORSK'
  | 'NUOSU_SICHUAN_YI'
  | 'OCCITAN'
  | 'OJIBWA'
  | 'ORIYA'
  | 'OROMO'
  | 'OSSETIAN'
  | 'PALI'
  | 'PASHTO'
  | 'POLISH'
  | 'PORTUGUESE'
  | 'PUNJABI'
  | 'QUECHUA'
  | 'ROMANIAN_MOLDOVAN'
  | 'ROMANSH'
  | 'RUNDI'
  | 'RUSSIAN'
  | 'SAMOAN'
  | 'SANGO'
  | 'SANSKRIT'
  | 'SARDINIAN'
  | 'SERBIAN'
  | 'SHONA'
  | 'SINDHI'
  | 'SINHALA'
  | 'SLOVAK'
  | 'SLOVENIAN'
  | 'SOMALI'
  | 'SOTHO'
  | 'SOUTH_NDEBELE'
  | 'SPANISH'
  | 'SUNDANESE'
  | 'SWAHILI'
  | 'SWATI'
  | 'SWEDISH'
  | 'TAGALOG'
  | 'TAHITIAN'
  | 'TAJIK'
  | 'TAMIL'
  | 'TATAR'
  | 'TELUGU'
  | 'THAI'
  | 'TIBETAN'
  | 'TIGRINYA'
  | 'TONGA'
  | 'TSONGA'
  | 'TSWANA'
  | 'TURKISH'
  | 'TURKMEN'
  | 'TWI'
  | 'UKRAINIAN'
  | 'URDU'
  | 'UYGHUR'
  | 'UZBEK'
  | 'VALENCIAN_CATALAN'
  | 'VENDA'
  | 'VIETNAMESE'
  | 'VOLAPUK'
  | 'WALLOON'
  | 'WELSH'
  | 'WESTERN_FRISIAN'
  | 'WOLOF'
  | 'XHOSA'
  | 'YIDDISH'
  | 'YORUBA'
  | 'ZHUANG'
  | 'ZULU';

/** A link of a creator. */
export type LinkDetails = {
  __typename?: 'LinkDetails';
  /** The kind of link. */
  type?: Maybe<LinkType>;
  /** The link's URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** The kind of a creator's link. */
export type LinkType =
  | 'BANDCAMP'
  | 'BLUESKY'
  | 'DISCORD'
  | 'EMAIL'
  | 'ETSY'
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'KO_FI'
  | 'LINKTREE'
  | 'MASTODON'
  | 'MERCH_STORE'
  | 'PATREON'
  | 'PINTEREST'
  | 'REDDIT'
  | 'SNAPCHAT'
  | 'SOUNDCLOUD'
  | 'SPOTIFY'
  | 'TELEGRAM'
  | 'TIKTOK'
  | 'TUMBLR'
  | 'TWITCH'
  | 'TWITTER'
  | 'VIMEO'
  | 'WEBSITE'
  | 'WECHAT'
  | 'WHATSAPP'
  | 'YOUTUBE';

/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Creates a developer application with a new `id` and `apiKey`, while the caller has fewer than
   * `allowedDevAppsLimit` (else `ACCESS_NOT_ALLOWED`).
   */
  addNewDevApp?: Maybe<DevApp>;
  /** Adds a content uuid to a filter's allowlist (`includedUuids`, at most 1000). Idempotent. */
  addUuidToWebhookFilterAllowlist?: Maybe<WebhookFilter>;
  /** Adds a content uuid to a filter's blocklist (`excludedUuids`, at most 1000). Idempotent. */
  addUuidToWebhookFilterBlocklist?: Maybe<WebhookFilter>;
  /**
   * Adds a filter to a webhook (at most 20 filters). Its `eventType` must be one of the webhook's
   * events, each `fieldN` a top-level field of that event's `data`, and each `fieldN` needs its
   * `valueN`: a case-insensitive regular expression of at most 500 characters (lookahead, lookbehind
   * and backreferences are not supported). Otherwise `BAD_USER_INPUT`.
   */
  addWebhookFilter?: Maybe<Webhook>;
  /**
   * Adds a webhook, created active with a new `whsec_` secret. Needs an active Business plan and
   * fewer webhooks than `allowedWebhookLimit` (else `ACCESS_NOT_ALLOWED`).
   */
  addWebhookUrlForUser?: Maybe<Webhook>;
  /** Removes a content uuid from a filter's allowlist. Idempotent. */
  deleteUuidFromWebhookFilterAllowlist?: Maybe<WebhookFilter>;
  /** Removes a content uuid from a filter's blocklist. Idempotent. */
  deleteUuidFromWebhookFilterBlocklist?: Maybe<WebhookFilter>;
  /** Deletes a webhook filter. */
  deleteWebhookFilter?: Maybe<Webhook>;
  /** Deletes a webhook; returns its id. */
  deleteWebhookForUser?: Maybe<Scalars['ID']['output']>;
  /**
   * Builds, without sending, `updated` events for podcast series or episode uuids (at most 25), in
   * their order; unknown uuids are skipped. Needs an active Business plan (else `ACCESS_NOT_ALLOWED`).
   */
  generateWebhookEventsFromIds?: Maybe<Array<Maybe<WebhookEvent>>>;
  /**
   * Sends one test event, built from the content's current data, through the webhook's filters,
   * signed like any delivery and marked `"isMock": true`. Returns `true` when sent, `false` when
   * filtered out; unknown content is `BAD_USER_INPUT`.
   */
  mockWebhookEvent?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Queues the failed deliveries of the last 14 days for immediate redelivery; returns how many were
   * queued.
   */
  replayFailedWebhookEvents?: Maybe<Scalars['Int']['output']>;
  /** Queues one logged delivery for immediate redelivery; returns it. */
  replayWebhookDelivery?: Maybe<WebhookDelivery>;
  /**
   * Replaces a webhook's secret with a new `whsec_` secret. While the old one is rolled out,
   * deliveries carry a signature for each secret.
   */
  rollWebhookSecretForUser?: Maybe<Webhook>;
  /**
   * Updates a developer application's OAuth details: name required, at most 50 characters;
   * description required, at most 500; callback URL starting with `http://` or `https://`; logo
   * required.
   */
  updateDevClient?: Maybe<DevApp>;
  /** Pauses or resumes a webhook; resuming clears an automatic disable. */
  updateWebhookActiveForUser?: Maybe<Webhook>;
  /** Replaces a webhook filter. */
  updateWebhookFilter?: Maybe<Webhook>;
  /** Replaces a webhook's URL and events; the secret is kept. */
  updateWebhookForUser?: Maybe<Webhook>;
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationAddUuidToWebhookFilterAllowlistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationAddUuidToWebhookFilterBlocklistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationAddWebhookFilterArgs = {
  filter: WebhookFilterInput;
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationAddWebhookUrlForUserArgs = {
  endpointUrl: Scalars['String']['input'];
  webhookEvents: Array<Scalars['String']['input']>;
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationDeleteUuidFromWebhookFilterAllowlistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationDeleteUuidFromWebhookFilterBlocklistArgs = {
  contentUuid: Scalars['String']['input'];
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationDeleteWebhookFilterArgs = {
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationDeleteWebhookForUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationGenerateWebhookEventsFromIdsArgs = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationMockWebhookEventArgs = {
  action: WebhookEventActionType;
  contentUuid: Scalars['String']['input'];
  taddyType: Scalars['String']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationReplayFailedWebhookEventsArgs = {
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationReplayWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationRollWebhookSecretForUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationUpdateDevClientArgs = {
  callbackUrl: Scalars['String']['input'];
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  logoUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationUpdateWebhookActiveForUserArgs = {
  id: Scalars['ID']['input'];
  isActive: Scalars['Boolean']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationUpdateWebhookFilterArgs = {
  filter: WebhookFilterInput;
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Webhook and developer-application management, acting for the API key's user. Not counted as API
 * requests. A webhook, filter or application of another user is `ACCESS_NOT_ALLOWED`.
 */
export type MutationUpdateWebhookForUserArgs = {
  endpointUrl: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  webhookEvents: Array<Scalars['String']['input']>;
};

/** A hosting provider's OAuth endpoints for reader apps. */
export type OAuthDetails = {
  __typename?: 'OAuthDetails';
  /** Where a fan authorises an app (`GET`, authorization-code flow with PKCE). */
  authorizeUrl?: Maybe<Scalars['String']['output']>;
  /** Instructions for app developers. */
  instructionsUrl?: Maybe<Scalars['String']['output']>;
  /** Where an app gets a new access token with a refresh token. */
  newAccessTokenUrl?: Maybe<Scalars['String']['output']>;
  /** Where an app gets a content token for one series. */
  newContentTokenUrl?: Maybe<Scalars['String']['output']>;
  /** Where an app replaces its refresh token (the old one is revoked). */
  newRefreshTokenUrl?: Maybe<Scalars['String']['output']>;
  /** PEM public key verifying the RS256 content tokens. */
  publicKey?: Maybe<Scalars['String']['output']>;
  /** Where a fan signs up. */
  signupUrl?: Maybe<Scalars['String']['output']>;
  /** Where an app exchanges a code for tokens. */
  tokenUrl?: Maybe<Scalars['String']['output']>;
  /** The provider's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** A person credited on a podcast series or episode (`podcast:person`). */
export type Person = {
  __typename?: 'Person';
  /** The person's picture URL. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Always `false`.
   * @deprecated Persons are never auto-generated; always `false`.
   */
  isAutoGenerated?: Maybe<Scalars['Boolean']['output']>;
  /** The person's name. */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * The person's role: the feed's role as PODCASTSERIES_<ROLE> (consultant and intern as
   * PODCASTSERIES_MISC_*); PODCASTSERIES_HOST when the feed gives none; `null` for a role outside
   * the list.
   */
  role?: Maybe<ContentRole>;
  /** The person's web page. */
  url?: Maybe<Scalars['String']['output']>;
  /** The person's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** A podcast's media. */
export type PodcastContentType =
  /** Audio. */
  | 'AUDIO'
  /** Video. */
  | 'VIDEO';

/** One episode of a podcast: one feed `<item>`. */
export type PodcastEpisode = {
  __typename?: 'PodcastEpisode';
  /** Other versions of the media (`podcast:alternateEnclosure`). */
  alternateEnclosureUrlsWithDetails?: Maybe<Array<Maybe<AlternateEnclosureLink>>>;
  /** The enclosure URL when it is audio. */
  audioUrl?: Maybe<Scalars['String']['output']>;
  /** The episode's chapters; `[]` when it has none. */
  chapters?: Maybe<Array<Maybe<Chapter>>>;
  /** URLs of the feed's chapters files (`podcast:chapters`). */
  chaptersUrls?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The episode's chapters files, with their details. */
  chaptersUrlsWithDetails?: Maybe<Array<Maybe<ChapterLink>>>;
  /** When the episode was published (epoch seconds). */
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** The episode's description (show notes). */
  description?: Maybe<Scalars['String']['output']>;
  /** The links in the description, in order. */
  descriptionLinks?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The episode's length in seconds. */
  duration?: Maybe<Scalars['Int']['output']>;
  /** The episode's number. */
  episodeNumber?: Maybe<Scalars['Int']['output']>;
  /** FULL, TRAILER or BONUS (FULL when the feed does not say). */
  episodeType?: Maybe<PodcastEpisodeType>;
  /** The enclosure's size in bytes; `null` above 2,147,483,647. */
  fileLength?: Maybe<Scalars['Int']['output']>;
  /** The enclosure's MIME type. */
  fileType?: Maybe<Scalars['String']['output']>;
  /** The episode's `<guid>` from the feed (not unique across feeds). */
  guid?: Maybe<Scalars['String']['output']>;
  /** SHA-256 (64 hex characters) of the episode's public fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The episode's own artwork URL; `null` when it has none (use the series' `imageUrl`). */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the episode is blocked by policy. */
  isBlocked?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the feed marks the episode explicit. */
  isExplicitContent?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the episode is gone from the feed. */
  isRemoved?: Maybe<Scalars['Boolean']['output']>;
  /** The episode's title. */
  name?: Maybe<Scalars['String']['output']>;
  /** The people credited on the episode (`podcast:person`). */
  persons?: Maybe<Array<Maybe<Person>>>;
  /** The episode's series. */
  podcastSeries?: Maybe<PodcastSeries>;
  /** The episode's season number. */
  seasonNumber?: Maybe<Scalars['Int']['output']>;
  /** The episode's subtitle, at most 255 characters. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Where Inkcast's transcription of the episode stands. */
  taddyTranscribeStatus?: Maybe<PodcastEpisodeTranscriptionStatus>;
  /**
   * The transcript as paragraphs (as `getEpisodeTranscript` with PARAGRAPH style: feed-provided,
   * already generated, or generated on demand). May slow the request.
   */
  transcript?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** URLs of the feed's transcripts (`podcast:transcript`). */
  transcriptUrls?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The episode's transcripts, with their details. */
  transcriptUrlsWithDetails?: Maybe<Array<Maybe<TranscriptLink>>>;
  /** The transcript with speakers and timecodes (as `getEpisodeTranscript`). May slow the request. */
  transcriptWithSpeakersAndTimecodes?: Maybe<Array<Maybe<TranscriptItem>>>;
  /** The episode's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
  /** The enclosure URL when it is video. */
  videoUrl?: Maybe<Scalars['String']['output']>;
  /** The episode's web page. */
  websiteUrl?: Maybe<Scalars['String']['output']>;
};


/** One episode of a podcast: one feed `<item>`. */
export type PodcastEpisodeDescriptionArgs = {
  shouldStripHtmlTags?: InputMaybe<Scalars['Boolean']['input']>;
};


/** One episode of a podcast: one feed `<item>`. */
export type PodcastEpisodePersonsArgs = {
  includeAutoGeneratedPersons?: InputMaybe<Scalars['Boolean']['input']>;
};


/** One episode of a podcast: one feed `<item>`. */
export type PodcastEpisodeTranscriptArgs = {
  useOnDemandCreditsIfNeeded?: InputMaybe<Scalars['Boolean']['input']>;
};


/** One episode of a podcast: one feed `<item>`. */
export type PodcastEpisodeTranscriptWithSpeakersAndTimecodesArgs = {
  style?: InputMaybe<TranscriptItemStyle>;
  useOnDemandCreditsIfNeeded?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where Inkcast's transcription of an episode stands. */
export type PodcastEpisodeTranscriptionStatus =
  /** Done. */
  | 'COMPLETED'
  /** Failed. */
  | 'FAILED'
  /** Not transcribed. */
  | 'NOT_TRANSCRIBING'
  /** Queued or running. */
  | 'PROCESSING';

/** A kind of episode (`itunes:episodeType`). */
export type PodcastEpisodeType =
  /** Bonus content. */
  | 'BONUS'
  /** A full episode. */
  | 'FULL'
  /** A trailer. */
  | 'TRAILER';

/** A podcast: one RSS feed. */
export type PodcastSeries = {
  __typename?: 'PodcastSeries';
  /** The author's name (`itunes:author`). */
  authorName?: Maybe<Scalars['String']['output']>;
  /** SHA-256 (64 hex characters) over the series' episodes; changes exactly when an episode changes. */
  childrenHash?: Maybe<Scalars['String']['output']>;
  /** AUDIO or VIDEO. */
  contentType?: Maybe<PodcastContentType>;
  /** The feed's copyright notice. */
  copyright?: Maybe<Scalars['String']['output']>;
  /** When the series was first published (epoch seconds). */
  datePublished?: Maybe<Scalars['Int']['output']>;
  /** The series' description. */
  description?: Maybe<Scalars['String']['output']>;
  /** The links in the description, in order. */
  descriptionLinks?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The series' episodes, one page at a time. */
  episodes?: Maybe<Array<Maybe<PodcastEpisode>>>;
  /** How often Inkcast refreshes the feed. */
  feedRefreshDetails?: Maybe<FeedRefreshDetails>;
  /** Up to 5 genres, most important first (PODCASTSERIES_* values, from the feed's Apple Podcasts categories). */
  genres?: Maybe<Array<Maybe<Genre>>>;
  /** SHA-256 (64 hex characters) of the series' public fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The series' artwork URL, from the feed. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the series is blocked by policy; a blocked series is no longer updated. */
  isBlocked?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Same value as `isCompleted`.
   * @deprecated Use `isCompleted`.
   */
  isComplete?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the feed marks the podcast complete (no more episodes). */
  isCompleted?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the feed marks the podcast explicit. */
  isExplicitContent?: Maybe<Scalars['Boolean']['output']>;
  /** The series' Apple Podcasts id. */
  itunesId?: Maybe<Scalars['Int']['output']>;
  /** Apple Podcasts information; `null` without Apple data. */
  itunesInfo?: Maybe<ITunesInfo>;
  /** The feed's language. */
  language?: Maybe<Language>;
  /** The series' name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The people credited in the feed (`podcast:person`). */
  persons?: Maybe<Array<Maybe<Person>>>;
  /** The series' popularity band; `null` outside the top 200,000. */
  popularityRank?: Maybe<PopularityRank>;
  /** The feed owner's name (`itunes:owner`). */
  rssOwnerName?: Maybe<Scalars['String']['output']>;
  /** The feed owner's public e-mail (`itunes:owner`). */
  rssOwnerPublicEmail?: Maybe<Scalars['String']['output']>;
  /** The RSS feed's URL. */
  rssUrl?: Maybe<Scalars['String']['output']>;
  /** SERIAL or EPISODIC (EPISODIC when the feed does not say). */
  seriesType?: Maybe<PodcastSeriesType>;
  /** Whether Inkcast transcribes the series' episodes. */
  taddyTranscribeStatus?: Maybe<PodcastSeriesTranscriptionStatus>;
  /** How many episodes the series has. */
  totalEpisodesCount?: Maybe<Scalars['Int']['output']>;
  /** The series' uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
  /** The podcast's website. */
  websiteUrl?: Maybe<Scalars['String']['output']>;
};


/** A podcast: one RSS feed. */
export type PodcastSeriesDescriptionArgs = {
  shouldStripHtmlTags?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A podcast: one RSS feed. */
export type PodcastSeriesEpisodesArgs = {
  includeRemovedEpisodes?: InputMaybe<Scalars['Boolean']['input']>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchTerm?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
};


/** A podcast: one RSS feed. */
export type PodcastSeriesPersonsArgs = {
  includeAutoGeneratedPersons?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A podcast: one RSS feed. */
export type PodcastSeriesTotalEpisodesCountArgs = {
  includeRemovedEpisodes?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Whether Inkcast transcribes a podcast's episodes. */
export type PodcastSeriesTranscriptionStatus =
  /** The creator asked not to be transcribed. */
  | 'CREATOR_ASKED_NOT_TO_TRANSCRIBE'
  /** Not transcribing. */
  | 'NOT_TRANSCRIBING'
  /** Transcribing new episodes. */
  | 'TRANSCRIBING';

/** How a podcast's episodes are meant to be listened to (`itunes:type`). */
export type PodcastSeriesType =
  /** In any order, newest first. */
  | 'EPISODIC'
  /** In order, oldest first. */
  | 'SERIAL';

/** A podcast's popularity band, by Inkcast's ranking. */
export type PopularityRank =
  /** Top 200. */
  | 'TOP_200'
  /** Top 1,000. */
  | 'TOP_1000'
  /** Top 2,000. */
  | 'TOP_2000'
  /** Top 3,000. */
  | 'TOP_3000'
  /** Top 4,000. */
  | 'TOP_4000'
  /** Top 5,000. */
  | 'TOP_5000'
  /** Top 10,000. */
  | 'TOP_10000'
  /** Top 20,000. */
  | 'TOP_20000'
  /** Top 50,000. */
  | 'TOP_50000'
  /** Top 100,000. */
  | 'TOP_100000'
  /** Top 200,000. */
  | 'TOP_200000';

/** Podcast series in order of popularity. */
export type PopularityResult = {
  __typename?: 'PopularityResult';
  /** The series, most popular first. */
  podcastSeries?: Maybe<Array<Maybe<PodcastSeries>>>;
  /** Equal for equal (normalised) arguments. */
  popularityRankId: Scalars['ID']['output'];
};

/** What a fan sees of an OAuth client on the consent page. */
export type PublicClientDetails = {
  __typename?: 'PublicClientDetails';
  /** The application's description. */
  description?: Maybe<Scalars['String']['output']>;
  /** The client id. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The logo's URL. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** The application's name. */
  name?: Maybe<Scalars['String']['output']>;
};

/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type Query = {
  __typename?: 'Query';
  /** API requests left this billing month (allowed minus used, at least 0). */
  getApiRequestsRemaining?: Maybe<Scalars['Int']['output']>;
  /** One published comic issue (episode). */
  getComicIssue?: Maybe<ComicIssue>;
  /**
   * One published comic series, by one identifier; a `name` match goes to the most popular series
   * (until popularity is measured: a match in the same case first, then the newest series).
   */
  getComicSeries?: Maybe<ComicSeries>;
  /** One story: one image of a comic issue; `null` while the issue is exclusive (its `scopesForExclusiveContent` set). */
  getComicStory?: Maybe<ComicStory>;
  /** One published creator, by one identifier; a `name` match in the same case first, then the newest. */
  getCreator?: Maybe<Creator>;
  /** One creator–content link (a creator's approved roles on a published comic series). */
  getCreatorContent?: Maybe<CreatorContent>;
  /** The text of a developer documentation page. (The name's spelling is kept for compatibility.) */
  getDocumenation?: Maybe<Documentation>;
  /**
   * An episode's chapters, from its chapters file; `[]` when it has none, `null` for an unknown
   * episode.
   */
  getEpisodeChapters?: Maybe<Array<Maybe<Chapter>>>;
  /**
   * An episode's transcript. Sources, in order: the transcript the feed provides (free on every
   * plan); one already generated by Inkcast; on-demand generation, which blocks until done, needs
   * the Pro or Business plan and uses one transcript credit per distinct episode per billing month.
   * Returns `[]` when no transcript is available, `null` for an unknown episode. Generation on the
   * Free plan is `ACCESS_NOT_ALLOWED`; with no credits left, `API_RATE_LIMIT_EXCEEDED`.
   */
  getEpisodeTranscript?: Maybe<Array<Maybe<TranscriptItem>>>;
  /**
   * A hosting provider, by one identifier. Inkcast's own lists the OAuth endpoints that reader
   * apps use to check what a fan may read.
   */
  getHostingProvider?: Maybe<HostingProvider>;
  /**
   * Apple Podcasts information of a podcast series, by the series' uuid or its Apple Podcasts id;
   * `null` when Apple has no data for it.
   */
  getItunesInfo?: Maybe<ITunesInfo>;
  /**
   * The newest episodes, newest first, of the podcasts given by `uuids` and/or `rssUrls` (the whole
   * catalogue when neither is given). Removed episodes are excluded. On the Free plan only the
   * first page of at most 25 episodes is available: a larger `limitPerPage` is cut to 25 and
   * `page` above 1 returns `[]`.
   */
  getLatestPodcastEpisodes?: Maybe<Array<Maybe<PodcastEpisode>>>;
  /**
   * Several comic issues by uuid, in the order of `uuids`; unknown uuids are skipped and duplicates
   * listed once.
   */
  getMultipleComicIssues?: Maybe<Array<Maybe<ComicIssue>>>;
  /**
   * Several comic series by uuid, in the order of `uuids`; unknown uuids are skipped and
   * duplicates listed once.
   */
  getMultipleComicSeries?: Maybe<Array<Maybe<ComicSeries>>>;
  /**
   * Several comic stories by uuid, in the order of `uuids`; unknown uuids are skipped and
   * duplicates listed once.
   */
  getMultipleComicStories?: Maybe<Array<Maybe<ComicStory>>>;
  /**
   * Several creators by uuid, in the order of `uuids`; unknown uuids are skipped and duplicates
   * listed once.
   */
  getMultipleCreators?: Maybe<Array<Maybe<Creator>>>;
  /**
   * Several podcast episodes by uuid, in the order of `uuids`; unknown uuids are skipped and
   * duplicates listed once.
   */
  getMultiplePodcastEpisodes?: Maybe<Array<Maybe<PodcastEpisode>>>;
  /**
   * Several podcast series by uuid, in the order of `uuids`; unknown uuids are skipped and
   * duplicates listed once.
   */
  getMultiplePodcastSeries?: Maybe<Array<Maybe<PodcastSeries>>>;
  /** The caller's developer applications (API keys and OAuth clients). */
  getMyDeveloperApplications?: Maybe<UserDevApps>;
  /** The caller's webhooks. */
  getMyDeveloperWebhooks?: Maybe<UserWebhooks>;
  /**
   * One podcast episode, by one identifier. `guid` and `name` are not unique: `seriesUuidForLookup`
   * restricts the match to one series; otherwise the match in the most popular series wins, then
   * the newest episode.
   */
  getPodcastEpisode?: Maybe<PodcastEpisode>;
  /**
   * One podcast series, by one identifier. `rssUrl` matching ignores the scheme, the host's case
   * and a trailing slash. `name` is an exact, case-insensitive match; ties go to the most popular
   * series.
   */
  getPodcastSeries?: Maybe<PodcastSeries>;
  /**
   * The most popular podcast series by Inkcast's popularity ranking. Only PODCASTSERIES is
   * supported; `filterByGenres` matches genres exactly.
   */
  getPopularContent?: Maybe<PopularityResult>;
  /** The public details of an OAuth client, for the fan's consent page. */
  getPublicClientDetails?: Maybe<PublicClientDetails>;
  /**
   * The earlier top-charts operation: `by: COUNTRY` needs `country`, `by: GENRE` needs `genre`
   * (else `BAD_USER_INPUT`). The result echoes the arguments.
   * @deprecated Use `getTopChartsByCountry` or `getTopChartsByGenres`.
   */
  getTopCharts?: Maybe<TopChartsResults>;
  /**
   * A country's top chart in chart order, refreshed daily (at most 200 entries). PODCASTSERIES fills
   * `podcastSeries`, PODCASTEPISODE fills `podcastEpisodes`; other types are `BAD_USER_INPUT`.
   */
  getTopChartsByCountry?: Maybe<TopChartsResults>;
  /**
   * The top chart of some genres in chart order, refreshed daily (at most 200 entries).
   * PODCASTSERIES fills `podcastSeries`; PODCASTEPISODE needs `filterByCountry` and returns that
   * country's episode chart filtered by genre (possibly empty); other types are `BAD_USER_INPUT`.
   */
  getTopChartsByGenres?: Maybe<TopChartsResults>;
  /** Transcript credits left this billing month (at least 0; always 0 on the Free plan). */
  getTranscriptCreditsRemaining?: Maybe<Scalars['Int']['output']>;
  /**
   * The delivery log of one of the caller's webhooks, newest first: every event sent or queued,
   * with its attempts. Failed deliveries are kept 14 days.
   */
  getWebhookDeliveries?: Maybe<Array<Maybe<WebhookDelivery>>>;
  /** One filter of one of the caller's webhooks. */
  getWebhookFilterByUuid?: Maybe<WebhookFilter>;
  /** The user of the `X-USER-ID` header. */
  me?: Maybe<User>;
  /**
   * Full-text search over podcast series, podcast episodes, comic series and creators. One list per
   * requested type; a filter that does not apply to a requested type makes that type's list `[]`.
   * `responseDetails` gives each type's `totalCount` and `pagesCount` (at most 20).
   */
  search?: Maybe<SearchResults>;
  /**
   * The earlier search operation, on the same engine as `search`; fills `queryResponseInfo`.
   * @deprecated Use `search`.
   */
  searchForTerm?: Maybe<SearchResults>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetComicIssueArgs = {
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetComicSeriesArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  sssUrl?: InputMaybe<Scalars['String']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetComicStoryArgs = {
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetCreatorArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  sssUrl?: InputMaybe<Scalars['String']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetCreatorContentArgs = {
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetDocumenationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetEpisodeChaptersArgs = {
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetEpisodeTranscriptArgs = {
  style?: InputMaybe<TranscriptItemStyle>;
  useOnDemandCreditsIfNeeded?: InputMaybe<Scalars['Boolean']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetHostingProviderArgs = {
  sssUrl?: InputMaybe<Scalars['String']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetItunesInfoArgs = {
  itunesId?: InputMaybe<Scalars['Int']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetLatestPodcastEpisodesArgs = {
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  limitPerPodcast?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rssUrls?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  uuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMultipleComicIssuesArgs = {
  uuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMultipleComicSeriesArgs = {
  uuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMultipleComicStoriesArgs = {
  uuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMultipleCreatorsArgs = {
  uuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMultiplePodcastEpisodesArgs = {
  uuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMultiplePodcastSeriesArgs = {
  uuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMyDeveloperApplicationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetMyDeveloperWebhooksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetPodcastEpisodeArgs = {
  guid?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  seriesUuidForLookup?: InputMaybe<Scalars['ID']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetPodcastSeriesArgs = {
  itunesId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rssUrl?: InputMaybe<Scalars['String']['input']>;
  uuid?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetPopularContentArgs = {
  filterByGenres?: InputMaybe<Array<Genre>>;
  filterByLanguage?: InputMaybe<Language>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  taddyType?: InputMaybe<TaddyType>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetPublicClientDetailsArgs = {
  clientId: Scalars['String']['input'];
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetTopChartsArgs = {
  by: TopChartsType;
  country?: InputMaybe<Country>;
  genre?: InputMaybe<Genre>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  source?: InputMaybe<TopChartsSource>;
  taddyType: TaddyType;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetTopChartsByCountryArgs = {
  country: Country;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  source?: InputMaybe<TopChartsSource>;
  taddyType: TaddyType;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetTopChartsByGenresArgs = {
  filterByCountry?: InputMaybe<Country>;
  genres?: InputMaybe<Array<Genre>>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  source?: InputMaybe<TopChartsSource>;
  taddyType: TaddyType;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetWebhookDeliveriesArgs = {
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  webhookId: Scalars['ID']['input'];
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QueryGetWebhookFilterByUuidArgs = {
  filterUuid: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QuerySearchArgs = {
  filterForComicSeriesLayout?: InputMaybe<Array<InputMaybe<ComicSeriesLayout>>>;
  filterForComicSeriesType?: InputMaybe<Array<InputMaybe<ComicSeriesType>>>;
  filterForContentRatings?: InputMaybe<Array<InputMaybe<ContentRating>>>;
  filterForContentRoles?: InputMaybe<Array<InputMaybe<ContentRole>>>;
  filterForCountries?: InputMaybe<Array<InputMaybe<Country>>>;
  filterForDurationGreaterThan?: InputMaybe<Scalars['Int']['input']>;
  filterForDurationLessThan?: InputMaybe<Scalars['Int']['input']>;
  filterForExclusiveContent?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  filterForGenres?: InputMaybe<Array<InputMaybe<Genre>>>;
  filterForHasChapters?: InputMaybe<Scalars['Boolean']['input']>;
  filterForHasTranscript?: InputMaybe<Scalars['Boolean']['input']>;
  filterForLanguages?: InputMaybe<Array<InputMaybe<Language>>>;
  filterForLastUpdatedAfter?: InputMaybe<Scalars['Int']['input']>;
  filterForLastUpdatedBefore?: InputMaybe<Scalars['Int']['input']>;
  filterForNotInSeriesUuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  filterForPodcastContentType?: InputMaybe<Array<InputMaybe<PodcastContentType>>>;
  filterForPublishedAfter?: InputMaybe<Scalars['Int']['input']>;
  filterForPublishedBefore?: InputMaybe<Scalars['Int']['input']>;
  filterForSeriesUuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  filterForTags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  filterForTotalEpisodesGreaterThan?: InputMaybe<Scalars['Int']['input']>;
  filterForTotalEpisodesLessThan?: InputMaybe<Scalars['Int']['input']>;
  filterForTotalIssuesGreaterThan?: InputMaybe<Scalars['Int']['input']>;
  filterForTotalIssuesLessThan?: InputMaybe<Scalars['Int']['input']>;
  filterForTypes?: InputMaybe<Array<InputMaybe<SearchContentType>>>;
  isSafeMode?: InputMaybe<Scalars['Boolean']['input']>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  matchBy?: InputMaybe<SearchMatchType>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<SearchSortOrder>;
  term?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Read operations. Where a lookup takes several identifiers, the first given in the listed order
 * is used; giving none is a `BAD_USER_INPUT` error.
 */
export type QuerySearchForTermArgs = {
  filterForContentRatings?: InputMaybe<Array<InputMaybe<ContentRating>>>;
  filterForContentRoles?: InputMaybe<Array<InputMaybe<ContentRole>>>;
  filterForCountries?: InputMaybe<Array<InputMaybe<Country>>>;
  filterForGenres?: InputMaybe<Array<InputMaybe<Genre>>>;
  filterForLanguages?: InputMaybe<Array<InputMaybe<Language>>>;
  filterForNotInSeriesUuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  filterForPublishedAfter?: InputMaybe<Scalars['Int']['input']>;
  filterForPublishedBefore?: InputMaybe<Scalars['Int']['input']>;
  filterForSeriesUuids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  filterForTags?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  filterForTypes?: InputMaybe<Array<InputMaybe<TaddyType>>>;
  includeSearchOperator?: InputMaybe<SearchOperator>;
  isSafeMode?: InputMaybe<Scalars['Boolean']['input']>;
  limitPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  searchResultsBoostType?: InputMaybe<SearchResultBoostType>;
  sortByDatePublished?: InputMaybe<SortOrder>;
  term?: InputMaybe<Scalars['String']['input']>;
};

/** A kind of content `search` can return. */
export type SearchContentType =
  /** Comic series. */
  | 'COMICSERIES'
  /** Creators. */
  | 'CREATOR'
  /** Podcast episodes. */
  | 'PODCASTEPISODE'
  /** Podcasts. */
  | 'PODCASTSERIES';

/** How `search` matches terms. */
export type SearchMatchType =
  /** Every term. */
  | 'ALL_TERMS'
  /** The terms as one phrase. */
  | 'EXACT_PHRASE'
  /** Any term; rarer terms weigh more. */
  | 'FREQUENCY'
  /** Any term; more matching terms rank higher. */
  | 'MOST_TERMS';

/** How `searchForTerm` combines terms. */
export type SearchOperator =
  /** Every term (as ALL_TERMS). */
  | 'AND'
  /** The terms as one phrase. */
  | 'EXACT_PHRASE'
  /** Any term (as MOST_TERMS). */
  | 'OR';

/** Deprecated (use `SearchResults.responseDetails`): timing and counts of a `searchForTerm` query. */
export type SearchQueryResponseInfo = {
  __typename?: 'SearchQueryResponseInfo';
  /** Counts per type. */
  responseInfoDetails?: Maybe<Array<Maybe<SearchQueryResponseInfoDetails>>>;
  /** The search's id. */
  searchId: Scalars['ID']['output'];
  /** How long the uncached search took, in milliseconds. */
  took?: Maybe<Scalars['Int']['output']>;
};

/** Counts of one type's results of a `searchForTerm` query. */
export type SearchQueryResponseInfoDetails = {
  __typename?: 'SearchQueryResponseInfoDetails';
  /** How many pages they fill: min(20, ceil(totalCount / limitPerPage)). */
  pagesCount?: Maybe<Scalars['Int']['output']>;
  /** The search's id. */
  searchId: Scalars['ID']['output'];
  /** How many results match. */
  totalCount?: Maybe<Scalars['Int']['output']>;
  /** The type counted. */
  type?: Maybe<TaddyType>;
};

/** The ranking of one hit. */
export type SearchRankingDetails = {
  __typename?: 'SearchRankingDetails';
  /** `<searchId>-<uuid>`. */
  id: Scalars['ID']['output'];
  /** Relevance from 0 to 100; higher is better. */
  rankingScore?: Maybe<Scalars['Int']['output']>;
  /**
   * Always `null`.
   * @deprecated Always `null`; use `rankingScore`.
   */
  rankingScoreDetailsAsString?: Maybe<Scalars['String']['output']>;
  /** The hit's type. */
  type?: Maybe<SearchContentType>;
  /** The hit's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** Counts of one type's results. */
export type SearchResponseDetails = {
  __typename?: 'SearchResponseDetails';
  /** `<searchId>-<type>`. */
  id: Scalars['ID']['output'];
  /** How many pages they fill: min(20, ceil(totalCount / limitPerPage)). */
  pagesCount?: Maybe<Scalars['Int']['output']>;
  /** How many results match. */
  totalCount?: Maybe<Scalars['Int']['output']>;
  /** The type counted. */
  type?: Maybe<SearchContentType>;
};

/** How `searchForTerm` boosts results. */
export type SearchResultBoostType =
  /** Boosts exact phrase matches. */
  | 'BOOST_EXACT_PHRASE'
  /** Boosts exact phrase matches. */
  | 'BOOST_EXACT_TERM'
  /** Popularity weighs a little. */
  | 'BOOST_POPULARITY_A_LITTLE'
  /** Popularity weighs a lot. */
  | 'BOOST_POPULARITY_A_LOT';

/** Search results: one list per requested type; a type not requested is `[]`. */
export type SearchResults = {
  __typename?: 'SearchResults';
  /**
   * Always `[]`.
   * @deprecated Comic issues are not searchable; always `[]`.
   */
  comicIssues?: Maybe<Array<Maybe<ComicIssue>>>;
  /** Matching comic series. */
  comicSeries?: Maybe<Array<Maybe<ComicSeries>>>;
  /** Matching creators. */
  creators?: Maybe<Array<Maybe<Creator>>>;
  /** Matching podcast episodes. */
  podcastEpisodes?: Maybe<Array<Maybe<PodcastEpisode>>>;
  /** Matching podcast series. */
  podcastSeries?: Maybe<Array<Maybe<PodcastSeries>>>;
  /**
   * Counts per type; filled by `searchForTerm`.
   * @deprecated Use `responseDetails`.
   */
  queryResponseInfo?: Maybe<SearchQueryResponseInfo>;
  /** One entry per hit, with its score. */
  rankingDetails?: Maybe<Array<Maybe<SearchRankingDetails>>>;
  /** One entry per requested type, with its counts. */
  responseDetails?: Maybe<Array<Maybe<SearchResponseDetails>>>;
  /** Equal for equal (normalised) arguments. */
  searchId: Scalars['ID']['output'];
};

/** How `search` orders results. */
export type SearchSortOrder =
  /** By relevance to the terms. */
  | 'EXACTNESS'
  /** By popularity. */
  | 'POPULARITY';

/** A comic series' publishing status. */
export type SeriesStatus =
  /** Announced, not started. */
  | 'ANNOUNCED'
  /** Stopped before the end. */
  | 'CANCELLED'
  /** Finished. */
  | 'COMPLETED'
  /** On a break. */
  | 'HIATUS'
  /** New issues keep coming. */
  | 'ONGOING'
  /** Being reworked. */
  | 'UNDER_REVISION';

/** Order of a list. */
export type SortOrder =
  /** Newest first. */
  | 'LATEST'
  /** Oldest first. */
  | 'OLDEST'
  /** Matches of `searchTerm` (required), newest first. */
  | 'SEARCH';

/** A kind of content. */
export type TaddyType =
  /** A comic issue (episode). */
  | 'COMICISSUE'
  /** A comic series. */
  | 'COMICSERIES'
  /** A creator. */
  | 'CREATOR'
  /** A podcast episode. */
  | 'PODCASTEPISODE'
  /** A podcast. */
  | 'PODCASTSERIES';

/** A top chart's entries in chart order; the list of the type not asked for is `[]`. */
export type TopChartsResults = {
  __typename?: 'TopChartsResults';
  /**
   * The `by` argument of `getTopCharts`, echoed.
   * @deprecated Echoes the argument; read it from your request.
   */
  by?: Maybe<TopChartsType>;
  /**
   * The `country` argument, echoed.
   * @deprecated Echoes the argument; read it from your request.
   */
  country?: Maybe<Country>;
  /**
   * The `genre` argument of `getTopCharts`, echoed.
   * @deprecated Echoes the argument; read it from your request.
   */
  genre?: Maybe<Genre>;
  /** The chart's episodes (PODCASTEPISODE charts). */
  podcastEpisodes?: Maybe<Array<Maybe<PodcastEpisode>>>;
  /** The chart's series (PODCASTSERIES charts). */
  podcastSeries?: Maybe<Array<Maybe<PodcastSeries>>>;
  /**
   * The `source` argument, echoed.
   * @deprecated Echoes the argument; read it from your request.
   */
  source?: Maybe<TopChartsSource>;
  /**
   * The `taddyType` argument, echoed.
   * @deprecated Echoes the argument; read it from your request.
   */
  taddyType?: Maybe<TaddyType>;
  /** Equal for equal (normalised) arguments. */
  topChartsId: Scalars['ID']['output'];
};

/** Where a top chart comes from. */
export type TopChartsSource =
  /** Apple Podcasts' charts. */
  | 'APPLE_PODCASTS';

/** What a top chart is for (`getTopCharts`). */
export type TopChartsType =
  /** One country. */
  | 'COUNTRY'
  /** One genre. */
  | 'GENRE';

/** One piece of a transcript: a paragraph or an utterance. */
export type TranscriptItem = {
  __typename?: 'TranscriptItem';
  /** End time in milliseconds from the episode's start. */
  endTimecode?: Maybe<Scalars['Int']['output']>;
  /** `<episodeUuid>-<style>-<index>`. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The speaker's name, when the source names speakers. */
  speaker?: Maybe<Scalars['String']['output']>;
  /** Start time in milliseconds from the episode's start. */
  startTimecode?: Maybe<Scalars['Int']['output']>;
  /** The spoken text. */
  text?: Maybe<Scalars['String']['output']>;
};

/** How transcript items are cut. */
export type TranscriptItemStyle =
  /** Segments merged, breaking after more than 500 ms of silence. */
  | 'PARAGRAPH'
  /** Raw segments, as transcribed. */
  | 'UTTERANCE';

/** A transcript file of an episode. */
export type TranscriptLink = {
  __typename?: 'TranscriptLink';
  /** Whether the file has timecodes. */
  hasTimecodes?: Maybe<Scalars['Boolean']['output']>;
  /** Whether Inkcast generated it; downloading it needs the `X-USER-ID` and `X-API-KEY` headers. */
  isTaddyExclusive?: Maybe<Scalars['Boolean']['output']>;
  /** The transcript's language code. */
  language?: Maybe<Scalars['String']['output']>;
  /** The file's MIME type, e.g. `text/vtt`. */
  type?: Maybe<Scalars['String']['output']>;
  /** The file's URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** An Inkcast user. */
export type User = {
  __typename?: 'User';
  /** When the account was created (epoch seconds). */
  createdAt?: Maybe<Scalars['Int']['output']>;
  /** The user's id (the `X-USER-ID` header). */
  id?: Maybe<Scalars['ID']['output']>;
  /** The developer plan's billing details. */
  myDeveloperBillingPlanDetails?: Maybe<UserDeveloperBillingPlanDetails>;
  /** Usage and allowances this billing month. */
  myDeveloperDetails?: Maybe<UserDeveloperDetails>;
};

/** A user's developer applications. */
export type UserDevApps = {
  __typename?: 'UserDevApps';
  /** The applications. */
  devApps?: Maybe<Array<Maybe<DevApp>>>;
  /** The user's id. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A developer plan's billing details. */
export type UserDeveloperBillingPlanDetails = {
  __typename?: 'UserDeveloperBillingPlanDetails';
  /** Add-ons, e.g. an extra transcript pack. */
  addons?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The billing cycle's anchor (epoch seconds); the month restarts on its day. */
  billingCycleAnchor?: Maybe<Scalars['Float']['output']>;
  /** When the subscription is set to end (epoch seconds); features remain until then. */
  cancelAt?: Maybe<Scalars['Float']['output']>;
  /** When the current billing period ends (epoch seconds). */
  currentPeriodEnd?: Maybe<Scalars['Float']['output']>;
  /** When the subscription ended (epoch seconds). */
  endedAt?: Maybe<Scalars['Float']['output']>;
  /** The plan's name: Free, Pro or Business. */
  primaryProduct?: Maybe<Scalars['String']['output']>;
  /** The user's id. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/**
 * A developer's usage and allowances in the current billing month, which restarts on the billing
 * cycle's anchor day (Free plan: the account's creation day). Both transcript pairs report the one
 * transcript credit pool.
 */
export type UserDeveloperDetails = {
  __typename?: 'UserDeveloperDetails';
  /** API requests allowed: Free 500, Pro 100,000, Business 350,000. */
  allowedApiCallsLimit?: Maybe<Scalars['Int']['output']>;
  /** How many developer applications the user may have (default 1). */
  allowedDevAppsLimit?: Maybe<Scalars['Int']['output']>;
  /** Transcript credits allowed (same pool as `allowedPopularEpisodeTranscriptsLimit`). */
  allowedOnDemandTranscriptsLimit?: Maybe<Scalars['Int']['output']>;
  /** Transcript credits allowed: Free 0, Pro 100, Business 2,000. */
  allowedPopularEpisodeTranscriptsLimit?: Maybe<Scalars['Int']['output']>;
  /** How many webhooks the user may have (1 on Business, else 0). */
  allowedWebhookLimit?: Maybe<Scalars['Int']['output']>;
  /** API requests used. */
  currentApiUsage?: Maybe<Scalars['Int']['output']>;
  /** Transcript credits used (same pool as `currentPopularEpisodeTranscriptsUsage`). */
  currentOnDemandTranscriptsUsage?: Maybe<Scalars['Int']['output']>;
  /** Transcript credits used. */
  currentPopularEpisodeTranscriptsUsage?: Maybe<Scalars['Int']['output']>;
  /** Whether the user is on the Business plan. */
  isBusinessPlan?: Maybe<Scalars['Boolean']['output']>;
  /** The user's id. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A user's webhooks. */
export type UserWebhooks = {
  __typename?: 'UserWebhooks';
  /** The user's id. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** The webhooks. */
  webhooks?: Maybe<Array<Maybe<Webhook>>>;
};

/**
 * An endpoint receiving events. Events are POSTed as JSON, at least once and unordered, signed per
 * the Standard Webhooks spec (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers).
 * Failures are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h.
 */
export type Webhook = {
  __typename?: 'Webhook';
  /** When the webhook was created (epoch seconds). */
  createdAt?: Maybe<Scalars['Int']['output']>;
  /** Where events are POSTed. */
  endpointUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The event names the webhook receives, `<taddyType>.<action>`: podcastseries.created,
   * podcastseries.updated, podcastseries.deleted, podcastseries.new_episodes_released,
   * podcastepisode.created, podcastepisode.updated, podcastepisode.deleted, itunesinfo.created,
   * itunesinfo.updated, itunesinfo.deleted, comicseries.created, comicseries.updated,
   * comicseries.deleted, comicseries.new_issues_released, comicissue.created, comicissue.updated,
   * comicissue.deleted, creator.created, creator.updated, creator.deleted,
   * creator.new_content_released, creatorcontent.created, creatorcontent.updated,
   * creatorcontent.deleted.
   */
  events?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The webhook's filters, oldest first; an event with no filter for its name is always sent, otherwise when any of them passes. */
  filters?: Maybe<Array<Maybe<WebhookFilter>>>;
  /** The webhook's id. */
  id: Scalars['ID']['output'];
  /** Whether events are being sent (`false` when paused or disabled after failures or a 410 answer). */
  isActive?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the endpoint has answered a delivery with a 2xx status. */
  isVerified?: Maybe<Scalars['Boolean']['output']>;
  /** The webhook's owner. */
  user?: Maybe<User>;
  /** Same list as `events`. */
  webhookEvents?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The signing secret (`whsec_…`); shown to the owner only. */
  webhookSecret?: Maybe<Scalars['String']['output']>;
};

/** One event's delivery to a webhook, with its attempts so far. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** How many attempts were made. */
  attemptCount?: Maybe<Scalars['Int']['output']>;
  /** The uuid of the object the event is about. */
  contentUuid?: Maybe<Scalars['ID']['output']>;
  /** When the event was queued (epoch seconds). */
  createdAt?: Maybe<Scalars['Int']['output']>;
  /** The event's `webhook-id` header (`msg_…`), the same on every attempt. */
  eventId?: Maybe<Scalars['String']['output']>;
  /** The event's name, `<taddyType>.<action>`. */
  eventType?: Maybe<Scalars['String']['output']>;
  /** The delivery's id. */
  id: Scalars['ID']['output'];
  /** When the last attempt was made (epoch seconds). */
  lastAttemptAt?: Maybe<Scalars['Int']['output']>;
  /** Why the last attempt failed, in a few words. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last answer; `null` when there was none (timeout, connection error). */
  lastResponseStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due (epoch seconds); `null` when none is scheduled. */
  nextAttemptAt?: Maybe<Scalars['Int']['output']>;
  /** The exact JSON body sent. */
  payload?: Maybe<Scalars['String']['output']>;
  /** Where the delivery stands. */
  status?: Maybe<WebhookDeliveryStatus>;
  /** The webhook's id. */
  webhookId?: Maybe<Scalars['ID']['output']>;
};

/** Where a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** Every retry failed; replayable for 14 days. */
  | 'FAILED'
  /** Queued or waiting for a retry. */
  | 'PENDING'
  /** Answered with a 2xx status. */
  | 'SUCCEEDED';

/** An event as it would be delivered (see `generateWebhookEventsFromIds`). */
export type WebhookEvent = {
  __typename?: 'WebhookEvent';
  /** What happened. */
  action?: Maybe<WebhookEventActionType>;
  /** The Apple Podcasts information, for an `itunesinfo` event. */
  itunesInfo?: Maybe<ITunesInfo>;
  /** The episode, for a `podcastepisode` event. */
  podcastEpisode?: Maybe<PodcastEpisode>;
  /** The series, for a `podcastseries` event. */
  podcastSeries?: Maybe<PodcastSeries>;
  /** The object's type, lower-case, e.g. `podcastepisode`. */
  taddyType?: Maybe<Scalars['String']['output']>;
  /** When the event happened (epoch seconds). */
  timestamp?: Maybe<Scalars['Float']['output']>;
  /** The object's uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/** What happened to an object, in lower case as in event names (`<taddyType>.<action>`). */
export type WebhookEventActionType =
  /** First ingested or published. */
  | 'created'
  /** Removed, unpublished or dropped from its feed; the event carries the last values. */
  | 'deleted'
  /** Never emitted. */
  | 'feed_updated'
  /** A creator was credited on new content (once per publish); carries the creator. */
  | 'new_content_released'
  /** A podcast refresh added episodes (once per refresh, however many); carries the series. */
  | 'new_episodes_released'
  /** A comic publish added issues (once per publish, however many); carries the series. */
  | 'new_issues_released'
  /** Its `hash` changed. */
  | 'updated';

/**
 * A condition on one event name. It passes when all its clauses match, the object's (or its
 * parent's) uuid is in `includedUuids` when that list is not empty, and neither is in
 * `excludedUuids`.
 */
export type WebhookFilter = {
  __typename?: 'WebhookFilter';
  /** Clause 1 as JSON text: `{"field": "<top-level data field>", "value": "<regex>"}`. */
  clause1?: Maybe<Scalars['String']['output']>;
  /** Clause 2 as JSON text, like `clause1`. */
  clause2?: Maybe<Scalars['String']['output']>;
  /** Clause 3 as JSON text, like `clause1`. */
  clause3?: Maybe<Scalars['String']['output']>;
  /** Clause 4 as JSON text, like `clause1`. */
  clause4?: Maybe<Scalars['String']['output']>;
  /** Clause 5 as JSON text, like `clause1`. */
  clause5?: Maybe<Scalars['String']['output']>;
  /** A note for the owner. */
  description?: Maybe<Scalars['String']['output']>;
  /** The event name it applies to, e.g. `podcastepisode.created`. */
  eventType: Scalars['String']['output'];
  /** Blocklist of content uuids (at most 1000). */
  excludedUuids?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Whether `excludedUuids` is not empty. */
  hasExcludedUuids?: Maybe<Scalars['Boolean']['output']>;
  /** Whether `includedUuids` is not empty. */
  hasIncludedUuids?: Maybe<Scalars['Boolean']['output']>;
  /** Allowlist of content uuids (at most 1000). */
  includedUuids?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** The filter's uuid. */
  uuid: Scalars['ID']['output'];
  /** The webhook's id. */
  webhookId?: Maybe<Scalars['ID']['output']>;
};

/**
 * A webhook filter. Clause N matches when the event data's top-level field `fieldN` (any element,
 * for a list) matches `valueN`, a case-insensitive ECMAScript regular expression of at most 500
 * characters, matched in linear time (so without lookahead, lookbehind or backreferences). Example:
 * `fieldN: "description"`, `valueN: "interview|guest"`.
 */
export type WebhookFilterInput = {
  /** A note for the owner, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The event name it applies to; one of the webhook's events. */
  eventType: Scalars['String']['input'];
  /** Blocklist of content uuids (at most 1000). */
  excludedUuids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Clause 1's data field. */
  field1?: InputMaybe<Scalars['String']['input']>;
  /** Clause 2's data field. */
  field2?: InputMaybe<Scalars['String']['input']>;
  /** Clause 3's data field. */
  field3?: InputMaybe<Scalars['String']['input']>;
  /** Clause 4's data field. */
  field4?: InputMaybe<Scalars['String']['input']>;
  /** Clause 5's data field. */
  field5?: InputMaybe<Scalars['String']['input']>;
  /** Allowlist of content uuids (at most 1000). */
  includedUuids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Clause 1's case-insensitive regular expression (at most 500 characters); required with `field1`. */
  value1?: InputMaybe<Scalars['String']['input']>;
  /** Clause 2's case-insensitive regular expression (at most 500 characters); required with `field2`. */
  value2?: InputMaybe<Scalars['String']['input']>;
  /** Clause 3's case-insensitive regular expression (at most 500 characters); required with `field3`. */
  value3?: InputMaybe<Scalars['String']['input']>;
  /** Clause 4's case-insensitive regular expression (at most 500 characters); required with `field4`. */
  value4?: InputMaybe<Scalars['String']['input']>;
  /** Clause 5's case-insensitive regular expression (at most 500 characters); required with `field5`. */
  value5?: InputMaybe<Scalars['String']['input']>;
};

/** A feed's WebSub subscription. */
export type WebsubDetails = {
  __typename?: 'WebsubDetails';
  /** Whether the subscription is active. */
  isVerified?: Maybe<Scalars['Boolean']['output']>;
  /** The topic URL subscribed to. */
  topicUrl?: Maybe<Scalars['String']['output']>;
  /** The series' uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
  /** The hub's URL. */
  websubHubUrl?: Maybe<Scalars['String']['output']>;
};

/** Apple Podcasts information about a podcast series. */
export type ITunesInfo = {
  __typename?: 'iTunesInfo';
  /** The artwork's base URL: append `{size}x{size}bb.png`, e.g. `640x640bb.png`. */
  baseArtworkUrl?: Maybe<Scalars['String']['output']>;
  /** The artwork's URL at one size. */
  baseArtworkUrlOf?: Maybe<Scalars['String']['output']>;
  /** The country of the podcast's Apple Podcasts store. */
  country?: Maybe<Country>;
  /** SHA-256 (64 hex characters) of these fields; changes exactly when one of them changes. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The podcast series. */
  podcastSeries?: Maybe<PodcastSeries>;
  /** The publisher's Apple Podcasts id. */
  publisherId?: Maybe<Scalars['Int']['output']>;
  /** The publisher's name on Apple Podcasts. */
  publisherName?: Maybe<Scalars['String']['output']>;
  /** The subtitle on Apple Podcasts. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** The summary on Apple Podcasts. */
  summary?: Maybe<Scalars['String']['output']>;
  /** The podcast series' uuid. */
  uuid?: Maybe<Scalars['ID']['output']>;
};


/** Apple Podcasts information about a podcast series. */
export type ITunesInfoBaseArtworkUrlOfArgs = {
  size?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AlternateEnclosureLink: ResolverTypeWrapper<AlternateEnclosureLink>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Chapter: ResolverTypeWrapper<Chapter>;
  ChapterLink: ResolverTypeWrapper<ChapterLink>;
  ClaimHostingProviderDetails: ResolverTypeWrapper<ClaimHostingProviderDetails>;
  ComicIssue: ResolverTypeWrapper<ComicIssue>;
  ComicSeries: ResolverTypeWrapper<ComicSeries>;
  ComicSeriesLayout: ComicSeriesLayout;
  ComicSeriesType: ComicSeriesType;
  ComicStory: ResolverTypeWrapper<ComicStory>;
  ContentRating: ContentRating;
  ContentRole: ContentRole;
  Country: Country;
  Creator: ResolverTypeWrapper<Creator>;
  CreatorContent: ResolverTypeWrapper<CreatorContent>;
  DevApp: ResolverTypeWrapper<DevApp>;
  Documentation: ResolverTypeWrapper<Documentation>;
  FeedRefreshDetails: ResolverTypeWrapper<FeedRefreshDetails>;
  FeedRefreshPriority: FeedRefreshPriority;
  FeedRefreshPriorityReason: FeedRefreshPriorityReason;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Genre: Genre;
  HostingProvider: ResolverTypeWrapper<HostingProvider>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageVariant: ImageVariant;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  LinkDetails: ResolverTypeWrapper<LinkDetails>;
  LinkType: LinkType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OAuthDetails: ResolverTypeWrapper<OAuthDetails>;
  Person: ResolverTypeWrapper<Person>;
  PodcastContentType: PodcastContentType;
  PodcastEpisode: ResolverTypeWrapper<PodcastEpisode>;
  PodcastEpisodeTranscriptionStatus: PodcastEpisodeTranscriptionStatus;
  PodcastEpisodeType: PodcastEpisodeType;
  PodcastSeries: ResolverTypeWrapper<PodcastSeries>;
  PodcastSeriesTranscriptionStatus: PodcastSeriesTranscriptionStatus;
  PodcastSeriesType: PodcastSeriesType;
  PopularityRank: PopularityRank;
  PopularityResult: ResolverTypeWrapper<PopularityResult>;
  PublicClientDetails: ResolverTypeWrapper<PublicClientDetails>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SearchContentType: SearchContentType;
  SearchMatchType: SearchMatchType;
  SearchOperator: SearchOperator;
  SearchQueryResponseInfo: ResolverTypeWrapper<SearchQueryResponseInfo>;
  SearchQueryResponseInfoDetails: ResolverTypeWrapper<SearchQueryResponseInfoDetails>;
  SearchRankingDetails: ResolverTypeWrapper<SearchRankingDetails>;
  SearchResponseDetails: ResolverTypeWrapper<SearchResponseDetails>;
  SearchResultBoostType: SearchResultBoostType;
  SearchResults: ResolverTypeWrapper<SearchResults>;
  SearchSortOrder: SearchSortOrder;
  SeriesStatus: SeriesStatus;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaddyType: TaddyType;
  TopChartsResults: ResolverTypeWrapper<TopChartsResults>;
  TopChartsSource: TopChartsSource;
  TopChartsType: TopChartsType;
  TranscriptItem: ResolverTypeWrapper<TranscriptItem>;
  TranscriptItemStyle: TranscriptItemStyle;
  TranscriptLink: ResolverTypeWrapper<TranscriptLink>;
  User: ResolverTypeWrapper<User>;
  UserDevApps: ResolverTypeWrapper<UserDevApps>;
  UserDeveloperBillingPlanDetails: ResolverTypeWrapper<UserDeveloperBillingPlanDetails>;
  UserDeveloperDetails: ResolverTypeWrapper<UserDeveloperDetails>;
  UserWebhooks: ResolverTypeWrapper<UserWebhooks>;
  Webhook: ResolverTypeWrapper<Webhook>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEvent: ResolverTypeWrapper<WebhookEvent>;
  WebhookEventActionType: WebhookEventActionType;
  WebhookFilter: ResolverTypeWrapper<WebhookFilter>;
  WebhookFilterInput: WebhookFilterInput;
  WebsubDetails: ResolverTypeWrapper<WebsubDetails>;
  iTunesInfo: ResolverTypeWrapper<ITunesInfo>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AlternateEnclosureLink: AlternateEnclosureLink;
  Boolean: Scalars['Boolean']['output'];
  Chapter: Chapter;
  ChapterLink: ChapterLink;
  ClaimHostingProviderDetails: ClaimHostingProviderDetails;
  ComicIssue: ComicIssue;
  ComicSeries: ComicSeries;
  ComicStory: ComicStory;
  Creator: Creator;
  CreatorContent: CreatorContent;
  DevApp: DevApp;
  Documentation: Documentation;
  FeedRefreshDetails: FeedRefreshDetails;
  Float: Scalars['Float']['output'];
  HostingProvider: HostingProvider;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LinkDetails: LinkDetails;
  Mutation: Record<PropertyKey, never>;
  OAuthDetails: OAuthDetails;
  Person: Person;
  PodcastEpisode: PodcastEpisode;
  PodcastSeries: PodcastSeries;
  PopularityResult: PopularityResult;
  PublicClientDetails: PublicClientDetails;
  Query: Record<PropertyKey, never>;
  SearchQueryResponseInfo: SearchQueryResponseInfo;
  SearchQueryResponseInfoDetails: SearchQueryResponseInfoDetails;
  SearchRankingDetails: SearchRankingDetails;
  SearchResponseDetails: SearchResponseDetails;
  SearchResults: SearchResults;
  String: Scalars['String']['output'];
  TopChartsResults: TopChartsResults;
  TranscriptItem: TranscriptItem;
  TranscriptLink: TranscriptLink;
  User: User;
  UserDevApps: UserDevApps;
  UserDeveloperBillingPlanDetails: UserDeveloperBillingPlanDetails;
  UserDeveloperDetails: UserDeveloperDetails;
  UserWebhooks: UserWebhooks;
  Webhook: Webhook;
  WebhookDelivery: WebhookDelivery;
  WebhookEvent: WebhookEvent;
  WebhookFilter: WebhookFilter;
  WebhookFilterInput: WebhookFilterInput;
  WebsubDetails: WebsubDetails;
  iTunesInfo: ITunesInfo;
};

export type AlternateEnclosureLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['AlternateEnclosureLink'] = ResolversParentTypes['AlternateEnclosureLink']> = {
  bitrate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codecs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lang?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceContentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChapterResolvers<ContextType = any, ParentType extends ResolversParentTypes['Chapter'] = ResolversParentTypes['Chapter']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startTimecode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChapterLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['ChapterLink'] = ResolversParentTypes['ChapterLink']> = {
  isTaddyExclusive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClaimHostingProviderDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['ClaimHostingProviderDetails'] = ResolversParentTypes['ClaimHostingProviderDetails']> = {
  claimCreatorUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimInitiateUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ComicIssueResolvers<ContextType = any, ParentType extends ResolversParentTypes['ComicIssue'] = ResolversParentTypes['ComicIssue']> = {
  bannerImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ComicIssueBannerImageUrlArgs, 'variant'>>;
  comicSeries?: Resolver<Maybe<ResolversTypes['ComicSeries']>, ParentType, ContextType>;
  creatorNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateExclusiveContentIsAvailable?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBlocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRemoved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pushNotificationMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopesForExclusiveContent?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  seriesUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  stories?: Resolver<Maybe<Array<Maybe<ResolversTypes['ComicStory']>>>, ParentType, ContextType>;
  storiesHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storyImageUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  thumbnailImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ComicSeriesResolvers<ContextType = any, ParentType extends ResolversParentTypes['ComicSeries'] = ResolversParentTypes['ComicSeries']> = {
  bannerImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ComicSeriesBannerImageUrlArgs, 'variant'>>;
  contentRating?: Resolver<Maybe<ResolversTypes['ContentRating']>, ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ComicSeriesCoverImageUrlArgs, 'variant'>>;
  creators?: Resolver<Maybe<Array<Maybe<ResolversTypes['Creator']>>>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedRefreshDetails?: Resolver<Maybe<ResolversTypes['FeedRefreshDetails']>, ParentType, ContextType>;
  genres?: Resolver<Maybe<Array<Maybe<ResolversTypes['Genre']>>>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostingProvider?: Resolver<Maybe<ResolversTypes['HostingProvider']>, ParentType, ContextType>;
  isBlocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCompleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  issues?: Resolver<Maybe<Array<Maybe<ResolversTypes['ComicIssue']>>>, ParentType, ContextType, RequireFields<ComicSeriesIssuesArgs, 'includeRemovedIssues' | 'limitPerPage' | 'page' | 'sortOrder'>>;
  issuesHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopesForExclusiveContent?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  seriesLayout?: Resolver<Maybe<ResolversTypes['ComicSeriesLayout']>, ParentType, ContextType>;
  seriesType?: Resolver<Maybe<ResolversTypes['ComicSeriesType']>, ParentType, ContextType>;
  sssOwnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssOwnerPublicEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SeriesStatus']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  thumbnailImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalIssuesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<ComicSeriesTotalIssuesCountArgs, 'includeRemovedIssues'>>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ComicStoryResolvers<ContextType = any, ParentType extends ResolversParentTypes['ComicStory'] = ResolversParentTypes['ComicStory']> = {
  comicIssue?: Resolver<Maybe<ResolversTypes['ComicIssue']>, ParentType, ContextType>;
  comicSeries?: Resolver<Maybe<ResolversTypes['ComicSeries']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRemoved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  issueUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  seriesUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storyImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storyImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CreatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['Creator'] = ResolversParentTypes['Creator']> = {
  avatarImageAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatarImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<CreatorAvatarImageUrlArgs, 'variant'>>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<Array<Maybe<ResolversTypes['CreatorContent']>>>, ParentType, ContextType, RequireFields<CreatorContentArgs, 'limitPerPage' | 'page' | 'sortOrder'>>;
  contentHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feedRefreshDetails?: Resolver<Maybe<ResolversTypes['FeedRefreshDetails']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBlocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  links?: Resolver<Maybe<Array<Maybe<ResolversTypes['LinkDetails']>>>, ParentType, ContextType>;
  linksAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssOwnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssOwnerPublicEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  totalContentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CreatorContentResolvers<ContextType = any, ParentType extends ResolversParentTypes['CreatorContent'] = ResolversParentTypes['CreatorContent']> = {
  contentPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['TaddyType']>, ParentType, ContextType>;
  contentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creatorUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<Maybe<ResolversTypes['ContentRole']>>>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DevAppResolvers<ContextType = any, ParentType extends ResolversParentTypes['DevApp'] = ResolversParentTypes['DevApp']> = {
  apiKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DocumentationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Documentation'] = ResolversParentTypes['Documentation']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FeedRefreshDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['FeedRefreshDetails'] = ResolversParentTypes['FeedRefreshDetails']> = {
  dateLastRefreshed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['FeedRefreshPriority']>, ParentType, ContextType>;
  priorityReason?: Resolver<Maybe<ResolversTypes['FeedRefreshPriorityReason']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  websubDetails?: Resolver<Maybe<ResolversTypes['WebsubDetails']>, ParentType, ContextType>;
};

export type HostingProviderResolvers<ContextType = any, ParentType extends ResolversParentTypes['HostingProvider'] = ResolversParentTypes['HostingProvider']> = {
  claimDetails?: Resolver<Maybe<ResolversTypes['ClaimHostingProviderDetails']>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBlocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  oauth?: Resolver<Maybe<ResolversTypes['OAuthDetails']>, ParentType, ContextType>;
  oauthAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssOwnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssOwnerPublicEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sssUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type LinkDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['LinkDetails'] = ResolversParentTypes['LinkDetails']> = {
  type?: Resolver<Maybe<ResolversTypes['LinkType']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addNewDevApp?: Resolver<Maybe<ResolversTypes['DevApp']>, ParentType, ContextType>;
  addUuidToWebhookFilterAllowlist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationAddUuidToWebhookFilterAllowlistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  addUuidToWebhookFilterBlocklist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationAddUuidToWebhookFilterBlocklistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  addWebhookFilter?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationAddWebhookFilterArgs, 'filter' | 'webhookId'>>;
  addWebhookUrlForUser?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationAddWebhookUrlForUserArgs, 'endpointUrl' | 'webhookEvents'>>;
  deleteUuidFromWebhookFilterAllowlist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationDeleteUuidFromWebhookFilterAllowlistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  deleteUuidFromWebhookFilterBlocklist?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<MutationDeleteUuidFromWebhookFilterBlocklistArgs, 'contentUuid' | 'filterUuid' | 'webhookId'>>;
  deleteWebhookFilter?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationDeleteWebhookFilterArgs, 'filterUuid' | 'webhookId'>>;
  deleteWebhookForUser?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteWebhookForUserArgs, 'id'>>;
  generateWebhookEventsFromIds?: Resolver<Maybe<Array<Maybe<ResolversTypes['WebhookEvent']>>>, ParentType, ContextType, Partial<MutationGenerateWebhookEventsFromIdsArgs>>;
  mockWebhookEvent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationMockWebhookEventArgs, 'action' | 'contentUuid' | 'taddyType' | 'webhookId'>>;
  replayFailedWebhookEvents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationReplayFailedWebhookEventsArgs, 'webhookId'>>;
  replayWebhookDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'deliveryId' | 'webhookId'>>;
  rollWebhookSecretForUser?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationRollWebhookSecretForUserArgs, 'id'>>;
  updateDevClient?: Resolver<Maybe<ResolversTypes['DevApp']>, ParentType, ContextType, RequireFields<MutationUpdateDevClientArgs, 'callbackUrl' | 'description' | 'id' | 'logoUrl' | 'name'>>;
  updateWebhookActiveForUser?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookActiveForUserArgs, 'id' | 'isActive'>>;
  updateWebhookFilter?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookFilterArgs, 'filter' | 'filterUuid' | 'webhookId'>>;
  updateWebhookForUser?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationUpdateWebhookForUserArgs, 'endpointUrl' | 'id' | 'webhookEvents'>>;
};

export type OAuthDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['OAuthDetails'] = ResolversParentTypes['OAuthDetails']> = {
  authorizeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instructionsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newAccessTokenUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newContentTokenUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newRefreshTokenUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signupUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = any, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAutoGenerated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['ContentRole']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PodcastEpisodeResolvers<ContextType = any, ParentType extends ResolversParentTypes['PodcastEpisode'] = ResolversParentTypes['PodcastEpisode']> = {
  alternateEnclosureUrlsWithDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['AlternateEnclosureLink']>>>, ParentType, ContextType>;
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chapters?: Resolver<Maybe<Array<Maybe<ResolversTypes['Chapter']>>>, ParentType, ContextType>;
  chaptersUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  chaptersUrlsWithDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['ChapterLink']>>>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<PodcastEpisodeDescriptionArgs, 'shouldStripHtmlTags'>>;
  descriptionLinks?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  episodeNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  episodeType?: Resolver<Maybe<ResolversTypes['PodcastEpisodeType']>, ParentType, ContextType>;
  fileLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBlocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isExplicitContent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isRemoved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  persons?: Resolver<Maybe<Array<Maybe<ResolversTypes['Person']>>>, ParentType, ContextType, Partial<PodcastEpisodePersonsArgs>>;
  podcastSeries?: Resolver<Maybe<ResolversTypes['PodcastSeries']>, ParentType, ContextType>;
  seasonNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taddyTranscribeStatus?: Resolver<Maybe<ResolversTypes['PodcastEpisodeTranscriptionStatus']>, ParentType, ContextType>;
  transcript?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType, RequireFields<PodcastEpisodeTranscriptArgs, 'useOnDemandCreditsIfNeeded'>>;
  transcriptUrls?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  transcriptUrlsWithDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['TranscriptLink']>>>, ParentType, ContextType>;
  transcriptWithSpeakersAndTimecodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TranscriptItem']>>>, ParentType, ContextType, RequireFields<PodcastEpisodeTranscriptWithSpeakersAndTimecodesArgs, 'style' | 'useOnDemandCreditsIfNeeded'>>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PodcastSeriesResolvers<ContextType = any, ParentType extends ResolversParentTypes['PodcastSeries'] = ResolversParentTypes['PodcastSeries']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childrenHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['PodcastContentType']>, ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datePublished?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<PodcastSeriesDescriptionArgs, 'shouldStripHtmlTags'>>;
  descriptionLinks?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  episodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastEpisode']>>>, ParentType, ContextType, RequireFields<PodcastSeriesEpisodesArgs, 'includeRemovedEpisodes' | 'limitPerPage' | 'page' | 'sortOrder'>>;
  feedRefreshDetails?: Resolver<Maybe<ResolversTypes['FeedRefreshDetails']>, ParentType, ContextType>;
  genres?: Resolver<Maybe<Array<Maybe<ResolversTypes['Genre']>>>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBlocked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isComplete?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCompleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isExplicitContent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  itunesId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  itunesInfo?: Resolver<Maybe<ResolversTypes['iTunesInfo']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  persons?: Resolver<Maybe<Array<Maybe<ResolversTypes['Person']>>>, ParentType, ContextType, Partial<PodcastSeriesPersonsArgs>>;
  popularityRank?: Resolver<Maybe<ResolversTypes['PopularityRank']>, ParentType, ContextType>;
  rssOwnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rssOwnerPublicEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rssUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seriesType?: Resolver<Maybe<ResolversTypes['PodcastSeriesType']>, ParentType, ContextType>;
  taddyTranscribeStatus?: Resolver<Maybe<ResolversTypes['PodcastSeriesTranscriptionStatus']>, ParentType, ContextType>;
  totalEpisodesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<PodcastSeriesTotalEpisodesCountArgs, 'includeRemovedEpisodes'>>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PopularityResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['PopularityResult'] = ResolversParentTypes['PopularityResult']> = {
  podcastSeries?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastSeries']>>>, ParentType, ContextType>;
  popularityRankId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PublicClientDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PublicClientDetails'] = ResolversParentTypes['PublicClientDetails']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  getApiRequestsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  getComicIssue?: Resolver<Maybe<ResolversTypes['ComicIssue']>, ParentType, ContextType, Partial<QueryGetComicIssueArgs>>;
  getComicSeries?: Resolver<Maybe<ResolversTypes['ComicSeries']>, ParentType, ContextType, Partial<QueryGetComicSeriesArgs>>;
  getComicStory?: Resolver<Maybe<ResolversTypes['ComicStory']>, ParentType, ContextType, Partial<QueryGetComicStoryArgs>>;
  getCreator?: Resolver<Maybe<ResolversTypes['Creator']>, ParentType, ContextType, Partial<QueryGetCreatorArgs>>;
  getCreatorContent?: Resolver<Maybe<ResolversTypes['CreatorContent']>, ParentType, ContextType, Partial<QueryGetCreatorContentArgs>>;
  getDocumenation?: Resolver<Maybe<ResolversTypes['Documentation']>, ParentType, ContextType, RequireFields<QueryGetDocumenationArgs, 'id'>>;
  getEpisodeChapters?: Resolver<Maybe<Array<Maybe<ResolversTypes['Chapter']>>>, ParentType, ContextType, Partial<QueryGetEpisodeChaptersArgs>>;
  getEpisodeTranscript?: Resolver<Maybe<Array<Maybe<ResolversTypes['TranscriptItem']>>>, ParentType, ContextType, RequireFields<QueryGetEpisodeTranscriptArgs, 'style' | 'useOnDemandCreditsIfNeeded'>>;
  getHostingProvider?: Resolver<Maybe<ResolversTypes['HostingProvider']>, ParentType, ContextType, Partial<QueryGetHostingProviderArgs>>;
  getItunesInfo?: Resolver<Maybe<ResolversTypes['iTunesInfo']>, ParentType, ContextType, Partial<QueryGetItunesInfoArgs>>;
  getLatestPodcastEpisodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastEpisode']>>>, ParentType, ContextType, RequireFields<QueryGetLatestPodcastEpisodesArgs, 'limitPerPage' | 'page'>>;
  getMultipleComicIssues?: Resolver<Maybe<Array<Maybe<ResolversTypes['ComicIssue']>>>, ParentType, ContextType, Partial<QueryGetMultipleComicIssuesArgs>>;
  getMultipleComicSeries?: Resolver<Maybe<Array<Maybe<ResolversTypes['ComicSeries']>>>, ParentType, ContextType, Partial<QueryGetMultipleComicSeriesArgs>>;
  getMultipleComicStories?: Resolver<Maybe<Array<Maybe<ResolversTypes['ComicStory']>>>, ParentType, ContextType, Partial<QueryGetMultipleComicStoriesArgs>>;
  getMultipleCreators?: Resolver<Maybe<Array<Maybe<ResolversTypes['Creator']>>>, ParentType, ContextType, Partial<QueryGetMultipleCreatorsArgs>>;
  getMultiplePodcastEpisodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastEpisode']>>>, ParentType, ContextType, Partial<QueryGetMultiplePodcastEpisodesArgs>>;
  getMultiplePodcastSeries?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastSeries']>>>, ParentType, ContextType, Partial<QueryGetMultiplePodcastSeriesArgs>>;
  getMyDeveloperApplications?: Resolver<Maybe<ResolversTypes['UserDevApps']>, ParentType, ContextType, Partial<QueryGetMyDeveloperApplicationsArgs>>;
  getMyDeveloperWebhooks?: Resolver<Maybe<ResolversTypes['UserWebhooks']>, ParentType, ContextType, Partial<QueryGetMyDeveloperWebhooksArgs>>;
  getPodcastEpisode?: Resolver<Maybe<ResolversTypes['PodcastEpisode']>, ParentType, ContextType, Partial<QueryGetPodcastEpisodeArgs>>;
  getPodcastSeries?: Resolver<Maybe<ResolversTypes['PodcastSeries']>, ParentType, ContextType, Partial<QueryGetPodcastSeriesArgs>>;
  getPopularContent?: Resolver<Maybe<ResolversTypes['PopularityResult']>, ParentType, ContextType, RequireFields<QueryGetPopularContentArgs, 'limitPerPage' | 'page' | 'taddyType'>>;
  getPublicClientDetails?: Resolver<Maybe<ResolversTypes['PublicClientDetails']>, ParentType, ContextType, RequireFields<QueryGetPublicClientDetailsArgs, 'clientId'>>;
  getTopCharts?: Resolver<Maybe<ResolversTypes['TopChartsResults']>, ParentType, ContextType, RequireFields<QueryGetTopChartsArgs, 'by' | 'limitPerPage' | 'page' | 'taddyType'>>;
  getTopChartsByCountry?: Resolver<Maybe<ResolversTypes['TopChartsResults']>, ParentType, ContextType, RequireFields<QueryGetTopChartsByCountryArgs, 'country' | 'limitPerPage' | 'page' | 'source' | 'taddyType'>>;
  getTopChartsByGenres?: Resolver<Maybe<ResolversTypes['TopChartsResults']>, ParentType, ContextType, RequireFields<QueryGetTopChartsByGenresArgs, 'limitPerPage' | 'page' | 'source' | 'taddyType'>>;
  getTranscriptCreditsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  getWebhookDeliveries?: Resolver<Maybe<Array<Maybe<ResolversTypes['WebhookDelivery']>>>, ParentType, ContextType, RequireFields<QueryGetWebhookDeliveriesArgs, 'limitPerPage' | 'page' | 'webhookId'>>;
  getWebhookFilterByUuid?: Resolver<Maybe<ResolversTypes['WebhookFilter']>, ParentType, ContextType, RequireFields<QueryGetWebhookFilterByUuidArgs, 'filterUuid' | 'webhookId'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['SearchResults']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'filterForTypes' | 'isSafeMode' | 'limitPerPage' | 'matchBy' | 'page' | 'sortBy'>>;
  searchForTerm?: Resolver<Maybe<ResolversTypes['SearchResults']>, ParentType, ContextType, RequireFields<QuerySearchForTermArgs, 'filterForTypes' | 'includeSearchOperator' | 'isSafeMode' | 'limitPerPage' | 'page' | 'searchResultsBoostType'>>;
};

export type SearchQueryResponseInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchQueryResponseInfo'] = ResolversParentTypes['SearchQueryResponseInfo']> = {
  responseInfoDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['SearchQueryResponseInfoDetails']>>>, ParentType, ContextType>;
  searchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  took?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SearchQueryResponseInfoDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchQueryResponseInfoDetails'] = ResolversParentTypes['SearchQueryResponseInfoDetails']> = {
  pagesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  searchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['TaddyType']>, ParentType, ContextType>;
};

export type SearchRankingDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchRankingDetails'] = ResolversParentTypes['SearchRankingDetails']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rankingScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rankingScoreDetailsAsString?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['SearchContentType']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SearchResponseDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchResponseDetails'] = ResolversParentTypes['SearchResponseDetails']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pagesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['SearchContentType']>, ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  comicIssues?: Resolver<Maybe<Array<Maybe<ResolversTypes['ComicIssue']>>>, ParentType, ContextType>;
  comicSeries?: Resolver<Maybe<Array<Maybe<ResolversTypes['ComicSeries']>>>, ParentType, ContextType>;
  creators?: Resolver<Maybe<Array<Maybe<ResolversTypes['Creator']>>>, ParentType, ContextType>;
  podcastEpisodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastEpisode']>>>, ParentType, ContextType>;
  podcastSeries?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastSeries']>>>, ParentType, ContextType>;
  queryResponseInfo?: Resolver<Maybe<ResolversTypes['SearchQueryResponseInfo']>, ParentType, ContextType>;
  rankingDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['SearchRankingDetails']>>>, ParentType, ContextType>;
  responseDetails?: Resolver<Maybe<Array<Maybe<ResolversTypes['SearchResponseDetails']>>>, ParentType, ContextType>;
  searchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TopChartsResultsResolvers<ContextType = any, ParentType extends ResolversParentTypes['TopChartsResults'] = ResolversParentTypes['TopChartsResults']> = {
  by?: Resolver<Maybe<ResolversTypes['TopChartsType']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  genre?: Resolver<Maybe<ResolversTypes['Genre']>, ParentType, ContextType>;
  podcastEpisodes?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastEpisode']>>>, ParentType, ContextType>;
  podcastSeries?: Resolver<Maybe<Array<Maybe<ResolversTypes['PodcastSeries']>>>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['TopChartsSource']>, ParentType, ContextType>;
  taddyType?: Resolver<Maybe<ResolversTypes['TaddyType']>, ParentType, ContextType>;
  topChartsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TranscriptItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['TranscriptItem'] = ResolversParentTypes['TranscriptItem']> = {
  endTimecode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTimecode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TranscriptLinkResolvers<ContextType = any, ParentType extends ResolversParentTypes['TranscriptLink'] = ResolversParentTypes['TranscriptLink']> = {
  hasTimecodes?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isTaddyExclusive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = any, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  myDeveloperBillingPlanDetails?: Resolver<Maybe<ResolversTypes['UserDeveloperBillingPlanDetails']>, ParentType, ContextType>;
  myDeveloperDetails?: Resolver<Maybe<ResolversTypes['UserDeveloperDetails']>, ParentType, ContextType>;
};

export type UserDevAppsResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserDevApps'] = ResolversParentTypes['UserDevApps']> = {
  devApps?: Resolver<Maybe<Array<Maybe<ResolversTypes['DevApp']>>>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UserDeveloperBillingPlanDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserDeveloperBillingPlanDetails'] = ResolversParentTypes['UserDeveloperBillingPlanDetails']> = {
  addons?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  billingCycleAnchor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cancelAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  primaryProduct?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UserDeveloperDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserDeveloperDetails'] = ResolversParentTypes['UserDeveloperDetails']> = {
  allowedApiCallsLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allowedDevAppsLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allowedOnDemandTranscriptsLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allowedPopularEpisodeTranscriptsLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allowedWebhookLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currentApiUsage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currentOnDemandTranscriptsUsage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currentPopularEpisodeTranscriptsUsage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isBusinessPlan?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UserWebhooksResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserWebhooks'] = ResolversParentTypes['UserWebhooks']> = {
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  webhooks?: Resolver<Maybe<Array<Maybe<ResolversTypes['Webhook']>>>, ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = any, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endpointUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  filters?: Resolver<Maybe<Array<Maybe<ResolversTypes['WebhookFilter']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isVerified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  webhookEvents?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  webhookSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attemptCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastResponseStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['WebhookDeliveryStatus']>, ParentType, ContextType>;
  webhookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WebhookEventResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookEvent'] = ResolversParentTypes['WebhookEvent']> = {
  action?: Resolver<Maybe<ResolversTypes['WebhookEventActionType']>, ParentType, ContextType>;
  itunesInfo?: Resolver<Maybe<ResolversTypes['iTunesInfo']>, ParentType, ContextType>;
  podcastEpisode?: Resolver<Maybe<ResolversTypes['PodcastEpisode']>, ParentType, ContextType>;
  podcastSeries?: Resolver<Maybe<ResolversTypes['PodcastSeries']>, ParentType, ContextType>;
  taddyType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timestamp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WebhookFilterResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookFilter'] = ResolversParentTypes['WebhookFilter']> = {
  clause1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clause5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excludedUuids?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  hasExcludedUuids?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasIncludedUuids?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  includedUuids?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  webhookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type WebsubDetailsResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebsubDetails'] = ResolversParentTypes['WebsubDetails']> = {
  isVerified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  topicUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  websubHubUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ITunesInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['iTunesInfo'] = ResolversParentTypes['iTunesInfo']> = {
  baseArtworkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseArtworkUrlOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ITunesInfoBaseArtworkUrlOfArgs, 'size'>>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  podcastSeries?: Resolver<Maybe<ResolversTypes['PodcastSeries']>, ParentType, ContextType>;
  publisherId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publisherName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  AlternateEnclosureLink?: AlternateEnclosureLinkResolvers<ContextType>;
  Chapter?: ChapterResolvers<ContextType>;
  ChapterLink?: ChapterLinkResolvers<ContextType>;
  ClaimHostingProviderDetails?: ClaimHostingProviderDetailsResolvers<ContextType>;
  ComicIssue?: ComicIssueResolvers<ContextType>;
  ComicSeries?: ComicSeriesResolvers<ContextType>;
  ComicStory?: ComicStoryResolvers<ContextType>;
  Creator?: CreatorResolvers<ContextType>;
  CreatorContent?: CreatorContentResolvers<ContextType>;
  DevApp?: DevAppResolvers<ContextType>;
  Documentation?: DocumentationResolvers<ContextType>;
  FeedRefreshDetails?: FeedRefreshDetailsResolvers<ContextType>;
  HostingProvider?: HostingProviderResolvers<ContextType>;
  LinkDetails?: LinkDetailsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OAuthDetails?: OAuthDetailsResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PodcastEpisode?: PodcastEpisodeResolvers<ContextType>;
  PodcastSeries?: PodcastSeriesResolvers<ContextType>;
  PopularityResult?: PopularityResultResolvers<ContextType>;
  PublicClientDetails?: PublicClientDetailsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchQueryResponseInfo?: SearchQueryResponseInfoResolvers<ContextType>;
  SearchQueryResponseInfoDetails?: SearchQueryResponseInfoDetailsResolvers<ContextType>;
  SearchRankingDetails?: SearchRankingDetailsResolvers<ContextType>;
  SearchResponseDetails?: SearchResponseDetailsResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  TopChartsResults?: TopChartsResultsResolvers<ContextType>;
  TranscriptItem?: TranscriptItemResolvers<ContextType>;
  TranscriptLink?: TranscriptLinkResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserDevApps?: UserDevAppsResolvers<ContextType>;
  UserDeveloperBillingPlanDetails?: UserDeveloperBillingPlanDetailsResolvers<ContextType>;
  UserDeveloperDetails?: UserDeveloperDetailsResolvers<ContextType>;
  UserWebhooks?: UserWebhooksResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEvent?: WebhookEventResolvers<ContextType>;
  WebhookFilter?: WebhookFilterResolvers<ContextType>;
  WebsubDetails?: WebsubDetailsResolvers<ContextType>;
  iTunesInfo?: ITunesInfoResolvers<ContextType>;
};

