/** The sample query of the landing page (spec §1), shown verbatim. */
export const sampleQuery = `{
  getPodcastSeries(name: "Serial") {
    uuid
    name
    itunesId
    description
    imageUrl
    totalEpisodesCount
    itunesInfo {
      uuid
      baseArtworkUrlOf(size: 640)
    }
    episodes(limitPerPage: 3) {
      uuid
      name
      datePublished
      audioUrl
    }
  }
}`;
