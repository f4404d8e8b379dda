import { describe, expect, it } from 'vitest';
import { extractLinks, stripHtml } from './html';

describe('stripHtml (description(shouldStripHtmlTags: true))', () => {
  it('removes tags, decodes entities and keeps paragraphs as line breaks', () => {
    const html = '<p>Tom &amp; Jerry&rsquo;s <b>show</b></p><p>Visit <a href="https://example.com">our site</a>.<br>Bye</p>';
    expect(stripHtml(html)).toBe('Tom & Jerry’s show\n\nVisit our site.\nBye');
  });

  it('drops images and keeps list items and headings readable', () => {
    expect(stripHtml('<h2>Links</h2><ul><li>One</li><li>Two</li></ul><img src="x.png">')).toBe('Links\n\n * One\n * Two');
  });

  it('leaves plain text as it is and turns empty input into an empty string', () => {
    expect(stripHtml('Just text, no tags.')).toBe('Just text, no tags.');
    expect(stripHtml('')).toBe('');
    expect(stripHtml(null)).toBe('');
  });
});

describe('extractLinks (descriptionLinks)', () => {
  it('returns the hrefs of <a> elements in document order, entity-decoded', () => {
    const html =
      '<p><a href="https://a.example/1">one</a> and <A HREF=\'https://b.example/?x=1&amp;y=2\'>two</A>' +
      ' and <a class="x" href=https://c.example/3>three</a> and <a href="https://a.example/1">again</a></p>';
    expect(extractLinks(html)).toEqual([
      'https://a.example/1',
      'https://b.example/?x=1&y=2',
      'https://c.example/3',
      'https://a.example/1',
    ]);
  });

  it('skips anchors without a usable href and ignores hrefs of other elements', () => {
    const html =
      '<a name="top">x</a><a href="">empty</a><a href="#notes">frag</a><a href="javascript:void(0)">js</a>' +
      '<link href="https://not-an-anchor.example"><area href="https://nor-this.example"><a data-href="x" href="mailto:me@example.com">mail</a>';
    expect(extractLinks(html)).toEqual(['mailto:me@example.com']);
  });

  it('returns [] for plain text or nothing', () => {
    expect(extractLinks('See https://example.com for more')).toEqual([]);
    expect(extractLinks(null)).toEqual([]);
  });
});
