/**
 * A feed label as an enum-name fragment, per the contract's mapping rules (§5 Person, §6 Genre):
 * upper-cased, `&` → `AND`, each run of spaces and hyphens → `_`, ends trimmed.
 * "Society & Culture" → "SOCIETY_AND_CULTURE", "Co-Host" → "CO_HOST".
 */
export function enumToken(label: string): string {
  return label.toUpperCase().replace(/&/g, ' AND ').trim().replace(/[\s-]+/g, '_');
}

const SMALL_WORDS: ReadonlySet<string> = new Set(['and', 'of', 'the', 'da']);

/**
 * An enum value as a proper name (language and country pickers): words split on `_`, each
 * capitalised except the small words "and", "of", "the", "da" after the first.
 * "BOSNIA_AND_HERZEGOVINA" → "Bosnia and Herzegovina".
 */
export function enumProperName(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
