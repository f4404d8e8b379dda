/**
 * A feed label as an enum-name fragment, per the contract's mapping rules (§5 Person, §6 Genre):
 * upper-cased, `&` → `AND`, each run of spaces and hyphens → `_`, ends trimmed.
 * "Society & Culture" → "SOCIETY_AND_CULTURE", "Co-Host" → "CO_HOST".
 */
export function enumToken(label: string): string {
  return label.toUpperCase().replace(/&/g, ' AND ').trim().replace(/[\s-]+/g, '_');
}
