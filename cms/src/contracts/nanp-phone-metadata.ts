import type { MetadataJson } from 'libphonenumber-js/core'

/**
 * libphonenumber's metadata cut to the countries that share the +1 calling code: the whole world's is 16 KB of script
 * (brotli) on the wizard's pages, theirs about 1 KB. nanp-phone-metadata.json is this cut of the installed package's
 * metadata.min.json, and its test fails when an update changes it (docs/decisions/0002-north-american-phone-numbers.md
 * says how to write it again).
 */
export const nanpMetadataOf = (metadata: MetadataJson): MetadataJson => {
  const countries = metadata.country_calling_codes['1'] ?? []
  return {
    version: metadata.version,
    country_calling_codes: { '1': countries },
    countries: Object.fromEntries(countries.map((country) => [country, metadata.countries[country]])),
    nonGeographic: {},
  }
}
