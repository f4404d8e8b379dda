import { describe, expect, it } from 'vitest';
import {
  LINK_TYPE_DETAILS,
  LINK_TYPES,
  formatLinkPair,
  isMastodonHandle,
  linkDetailsFromPair,
  linkPrefix,
  linkUrl,
  parseLinkPair,
} from './links';

describe('link types', () => {
  it('are the spec’s 27 types, in its order', () => {
    expect(LINK_TYPES).toEqual([
      'INSTAGRAM', 'YOUTUBE', 'TIKTOK', 'PATREON', 'KO_FI', 'TWITTER', 'MASTODON', 'FACEBOOK', 'LINKTREE', 'TWITCH',
      'SNAPCHAT', 'REDDIT', 'DISCORD', 'TELEGRAM', 'ETSY', 'PINTEREST', 'TUMBLR', 'SPOTIFY', 'SOUNDCLOUD',
      'BANDCAMP', 'VIMEO', 'WECHAT', 'WHATSAPP', 'EMAIL', 'WEBSITE', 'MERCH_STORE', 'BLUESKY',
    ]);
  });

  it('each has a fixed https base, except EMAIL (mailto:) and MASTODON (user@server)', () => {
    for (const type of LINK_TYPES) {
      const { base } = LINK_TYPE_DETAILS[type];
      if (type === 'EMAIL') expect(base).toBe('mailto:');
      else if (type === 'MASTODON') expect(base).toBe('');
      else expect(base).toMatch(/^https:\/\//);
    }
  });

  it.each([
    ['INSTAGRAM', 'https://instagram.com/'],
    ['BLUESKY', 'https://bsky.app/profile/'],
    ['WEBSITE', 'https://'],
    ['MERCH_STORE', 'https://'],
    ['EMAIL', ''],
    ['MASTODON', ''],
  ] as const)('the %s input shows the prefix "%s"', (type, prefix) => {
    expect(linkPrefix(type)).toBe(prefix);
  });
});

describe('a TYPE:value pair turned into a full link', () => {
  it.each([
    ['INSTAGRAM', 'peppercarrot', 'https://instagram.com/peppercarrot'],
    ['INSTAGRAM', '@peppercarrot', 'https://instagram.com/peppercarrot'],
    ['INSTAGRAM', 'https://www.instagram.com/peppercarrot', 'https://instagram.com/peppercarrot'],
    ['YOUTUBE', 'davidrevoy', 'https://youtube.com/@davidrevoy'],
    ['TIKTOK', '@pepper', 'https://tiktok.com/@pepper'],
    ['PATREON', 'davidrevoy', 'https://patreon.com/davidrevoy'],
    ['KO_FI', 'pepper', 'https://ko-fi.com/pepper'],
    ['TWITTER', 'davidrevoy', 'https://twitter.com/davidrevoy'],
    ['FACEBOOK', 'pepper', 'https://facebook.com/pepper'],
    ['LINKTREE', 'pepper', 'https://linktr.ee/pepper'],
    ['TWITCH', 'pepper', 'https://twitch.tv/pepper'],
    ['SNAPCHAT', 'pepper', 'https://snapchat.com/add/pepper'],
    ['REDDIT', 'pepper', 'https://reddit.com/user/pepper'],
    ['DISCORD', 'abc123', 'https://discord.gg/abc123'],
    ['TELEGRAM', 'pepper', 'https://t.me/pepper'],
    ['ETSY', 'PepperShop', 'https://etsy.com/shop/PepperShop'],
    ['PINTEREST', 'pepper', 'https://pinterest.com/pepper'],
    ['TUMBLR', 'pepper', 'https://tumblr.com/pepper'],
    ['SPOTIFY', 'artist/123', 'https://open.spotify.com/artist/123'],
    ['SOUNDCLOUD', 'pepper', 'https://soundcloud.com/pepper'],
    ['BANDCAMP', 'pepper', 'https://bandcamp.com/pepper'],
    ['VIMEO', 'pepper', 'https://vimeo.com/pepper'],
    ['WECHAT', 'pepper', 'https://u.wechat.com/pepper'],
    ['WHATSAPP', '15551234567', 'https://wa.me/15551234567'],
    ['BLUESKY', 'pepper.bsky.social', 'https://bsky.app/profile/pepper.bsky.social'],
    ['EMAIL', 'pepper@example.com', 'mailto:pepper@example.com'],
    ['MASTODON', 'pepper@mastodon.social', 'https://mastodon.social/@pepper'],
    ['MASTODON', '@pepper@Mastodon.Art', 'https://mastodon.art/@pepper'],
    ['WEBSITE', 'https://peppercarrot.com', 'https://peppercarrot.com'],
    ['WEBSITE', 'peppercarrot.com/en', 'https://peppercarrot.com/en'],
    ['MERCH_STORE', 'http://shop.example.com', 'http://shop.example.com'],
    ['MERCH_STORE', 'shop.example.com', 'https://shop.example.com'],
  ])('%s:%s → %s', (type, value, url) => {
    expect(linkUrl(type, value)).toBe(url);
    expect(linkDetailsFromPair(`${type}:${value}`)).toEqual({ type, url });
  });

  it.each([
    ['INSTAGRAM', ''],
    ['INSTAGRAM', '   '],
    ['MYSPACE', 'pepper'],
    ['MASTODON', 'pepper'],
  ])('%s:"%s" makes no link', (type, value) => {
    expect(linkUrl(type, value)).toBeNull();
  });

  it('reads the pair on its first colon, so values may hold colons', () => {
    expect(parseLinkPair('website:https://x.com:8080/a')).toEqual({ type: 'WEBSITE', value: 'https://x.com:8080/a' });
    expect(parseLinkPair('no colon')).toBeNull();
    expect(formatLinkPair({ type: 'INSTAGRAM', value: 'pepper' })).toBe('INSTAGRAM:pepper');
    expect(linkDetailsFromPair('nonsense')).toBeNull();
  });
});

describe('Mastodon handles', () => {
  it.each(['pepper@mastodon.social', '@pepper@mastodon.social', 'pep_per.2@social.example.org'])('accepts %s', (handle) => {
    expect(isMastodonHandle(handle)).toBe(true);
  });

  it.each(['pepper', '@pepper', 'pepper@', '@mastodon.social', 'pepper@localhost', 'pep per@mastodon.social', 'https://mastodon.social/@pepper'])(
    'rejects %s',
    (handle) => expect(isMastodonHandle(handle)).toBe(false),
  );
});
