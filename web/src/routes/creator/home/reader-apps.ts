/**
 * The reader apps a published comic is distributed to (spec 001 §1, §2: "a comic reader app and a
 * manga reader app family"; the Congrats page links to two comic reader apps). The spec names
 * neither: these names and addresses are Inkcast's placeholders, set here in one place.
 */
export interface ReaderApp {
  id: string;
  name: string;
  /** What kind of app it is, as the distribute page lists it. */
  kind: string;
  description: string;
  url: string;
}

export const READER_APPS: readonly ReaderApp[] = [
  {
    id: 'inkcast-reader',
    name: 'Inkcast Reader',
    kind: 'Comic reader app',
    description: 'Webcomics to read on iPhone, iPad and Android, with a push notification for every new episode.',
    url: 'https://inkcast.app/reader',
  },
  {
    id: 'manga-reader',
    name: 'Manga Reader',
    kind: 'Manga reader app family',
    description: 'Manga, manhwa and manhua readers for phones and tablets.',
    url: 'https://inkcast.app/manga-reader',
  },
];
