import {
  COMIC_RATINGS,
  COMIC_RATING_CHOICES,
  ComicMessage,
  ComicNotice,
  CREATOR_NOTE_LENGTH_MAX,
  EPISODE_IMAGES_MAX,
  IMAGE_SLOTS,
  PUSH_MESSAGE_LENGTH_MAX,
  type ContentRating,
} from '@inkcast/schema';
import type { ReactNode } from 'react';

/** One section of a help article. */
export interface SupportSection {
  heading: string;
  /** Paragraphs; a string array is shown as a bulleted list. */
  body: (ReactNode | string[])[];
}

/** A help article for creators, at /support/{slug}. */
export interface SupportArticle {
  slug: string;
  title: string;
  summary: string;
  sections: SupportSection[];
}

const story = IMAGE_SLOTS.story;
const banner = IMAGE_SLOTS.episodeBanner;
const thumbnail = IMAGE_SLOTS.episodeThumbnail;

/** What each offered rating is for (spec 001 §3 ratings; the guidance is Inkcast's). */
const RATING_GUIDANCE: Partial<Record<ContentRating, string>> = {
  COMICSERIES_BABY: 'Picture books and first comics for the youngest readers: no scary scenes, no violence, simple words.',
  COMICSERIES_KIDS: 'Suitable for children: cartoon action without injuries shown, mild peril, no swearing.',
  COMICSERIES_TEENS: 'Most adventure, fantasy and school stories: fights without graphic injury, mild language, romance without nudity.',
  COMICSERIES_MATURE_TEENS: 'Stronger themes for older teens: realistic violence, frequent strong language, suggestive scenes, horror.',
  COMICSERIES_ADULTS: 'For adults only: graphic violence or gore, nudity, drug use or themes that need an adult reader.',
};

/** What each comic status means to readers (spec 001 §3 series statuses; the explanations are Inkcast's). */
const SERIES_STATUS_GUIDANCE: [string, string][] = [
  ['Ongoing', 'New episodes are still coming out.'],
  ['Hiatus', 'The comic is taking a break and will continue later.'],
  ['Completed', 'The story is finished; no more episodes are planned.'],
  ['Cancelled', 'The comic stopped before its planned end.'],
  ['Announced', 'The comic is coming soon; readers can follow it before the first episode.'],
  ['Under Revision', 'Episodes are being reworked; some may change or move.'],
];

/**
 * The creator help articles the episode form links to (spec 001 §2 "Help links"). Limits and
 * messages come from @inkcast/schema, the same values the form and the server check.
 */
export const SUPPORT_ARTICLES: readonly SupportArticle[] = [
  {
    slug: 'tips-for-uploading-episode-artwork',
    title: 'Tips for uploading episode artwork',
    summary: 'How to prepare the pages of an episode so they upload quickly and look sharp in every reader app.',
    sections: [
      {
        heading: 'Files Inkcast accepts',
        body: [
          [
            `JPG or PNG files only (other types are refused with “File type must be one of image/jpeg, image/png”).`,
            `Up to ${EPISODE_IMAGES_MAX} story images per episode, each up to ${story.maxSizeInMB}MB.`,
            `Each page must be between ${story.minWidth} and ${story.maxWidth} pixels wide and at least ${story.minHeight} pixels tall.`,
            'Save in the sRGB colour profile: reader apps show sRGB colours, so other profiles can look washed out.',
          ],
        ],
      },
      {
        heading: 'Sizing your pages',
        body: [
          'Export every page of an episode at the same width so the episode scrolls without jumps. For vertical-scroll comics (webtoons) a width of 800 to 1,600 pixels keeps text crisp on phones without making files heavy.',
          'Split a long strip into several pages at the gaps between panels rather than through a panel. Inkcast converts every page to WebP for the reader apps; WebP cannot be taller than 16,383 pixels, so a taller page is split for you, wherever that height falls.',
          'Keep lettering large enough to read on a phone held upright: check one page at 375 pixels wide before you export them all.',
        ],
      },
      {
        heading: 'Order, upload and processing',
        body: [
          'Pages are published in the order shown in the form. Drag a page to move it, or focus its handle and use the arrow keys (Home and End move it to the start or the end).',
          `While pages upload, Save waits and the form shows “${ComicNotice.IMAGES_UPLOADING}”.`,
          `${ComicNotice.CANT_SAVE_AGAIN_NOTE} Reload the episode to keep editing after that save.`,
          'After saving, Inkcast processes the images. The episode preview shows a processing indicator until every page is ready, then the pages as readers will see them. A published episode can take up to 5 minutes to appear in the reader apps.',
        ],
      },
      {
        heading: 'Banner and thumbnail (optional)',
        body: [
          [
            `Episode banner: one image, exactly ${banner.minWidth}×${banner.minHeight} pixels, up to ${banner.maxSizeInMB}MB. Without one, the comic's banner is used.`,
            `Episode thumbnail: one image, ${thumbnail.recommended.width}×${thumbnail.recommended.height} pixels advised, up to ${thumbnail.maxSizeInMB}MB. Without one, the comic's thumbnail is used.`,
          ],
        ],
      },
    ],
  },
  {
    slug: 'comic-creator-note',
    title: 'Writing a creator note',
    summary: 'The creator note is a short message from you that readers see with the episode.',
    sections: [
      {
        heading: 'What it is',
        body: [
          `The creator note is optional and can be up to ${CREATOR_NOTE_LENGTH_MAX} characters; the counter under the field shows how many you have used. A longer note is refused with “${ComicMessage.CREATOR_NOTE_TOO_LONG}”.`,
          'Leave it empty if you have nothing to add: an empty note is simply not shown.',
        ],
      },
      {
        heading: 'Ideas for a good note',
        body: [
          [
            'Thank your readers, or the backers who read the episode first.',
            'Share a little behind the scenes: a sketch you changed, a reference you used, how long a page took.',
            'Say when the next episode is coming, or that the comic is going on a break.',
            'Add a content note when an episode is heavier than usual.',
          ],
          'Keep spoilers for the episode itself: some readers see the note before they read.',
        ],
      },
      {
        heading: 'The push notification message',
        body: [
          `The push notification message is different: it is sent to readers who follow your comic when the episode is released. It is optional and can be up to ${PUSH_MESSAGE_LENGTH_MAX} characters, so make it a short teaser (“Pepper finally learns to fly!”).`,
        ],
      },
    ],
  },
  {
    slug: 'status-for-comics',
    title: 'Status for comics and episodes',
    summary: 'What Draft, Scheduled and Published mean for an episode, and what a comic’s status tells readers.',
    sections: [
      {
        heading: 'Publishing an episode',
        body: [
          [
            'Immediately: the episode is published when you save it (Published, a green badge).',
            'Save as draft: only you and your team can see it (Draft, a yellow badge). Publish it later from its form.',
            'Schedule for later: pick a day and a time, in 30-minute steps, up to one year ahead (Scheduled, a blue badge). It publishes by itself at that time.',
          ],
          `Scheduling needs a published comic: until your comic is published the form says “${ComicMessage.SCHEDULE_NEEDS_PUBLISHED_SERIES}”.`,
          'A Rejected badge (red) means the episode was not accepted; write to support to find out why.',
        ],
      },
      {
        heading: 'Where to find your episodes',
        body: [
          'Your comic’s page lists the latest episodes; View More opens the full list with the tabs Published Episodes, Drafts and Scheduled Episodes. Published episodes show the date they were published, drafts the date they were created and scheduled episodes the date they will publish.',
          'A newly published episode joins the current season of your comic automatically.',
        ],
      },
      {
        heading: 'Free and exclusive episodes',
        body: [
          `When your comic has a payment rule, the episodes it covers are exclusive to your Patreon backers and the episode form says “${ComicNotice.PAID_EPISODE}”. You can give an exclusive episode a date on which it becomes free for everyone; after that date the form reads “${ComicNotice.FREE_EPISODE_SINCE}” and the date.`,
        ],
      },
      {
        heading: 'Your comic’s status',
        body: ['Set in Edit Comic Details, it tells readers what to expect from the comic as a whole:', SERIES_STATUS_GUIDANCE.map(([name, text]) => `${name}: ${text}`)],
      },
    ],
  },
  {
    slug: 'ratings-for-comics',
    title: 'Ratings for comics',
    summary: 'Each comic has one content rating that tells readers, parents and reader apps who it is for.',
    sections: [
      {
        heading: 'The ratings',
        body: [COMIC_RATING_CHOICES.map((rating) => `${COMIC_RATINGS[rating].name} (${COMIC_RATINGS[rating].ages}): ${RATING_GUIDANCE[rating] ?? ''}`.trim())],
      },
      {
        heading: 'Choosing one',
        body: [
          'Rate the comic by its most mature episode, not its first: every episode shares the rating of its comic.',
          'When in doubt between two ratings, pick the older one. Reader apps use the rating to decide who sees your comic, and a rating that is too young shows it to readers it was not made for.',
          'You pick the rating when you create the comic and can change it in Edit Comic Details. The form offers no rating for erotic comics.',
        ],
      },
    ],
  },
];

/** The article at `slug`, or undefined. */
export function supportArticle(slug: string | undefined): SupportArticle | undefined {
  return SUPPORT_ARTICLES.find((article) => article.slug === slug);
}
