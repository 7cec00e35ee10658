import type { MetadataJson } from 'libphonenumber-js/core'

/**
 * libphonenumber's metadata cut to the countries that share the +1 calling code: the whole world's is most of the
 * phone code's weight on the wizard's pages, theirs a small part (docs/decisions/0002-north-american-phone-numbers.md,
 * which also says how to write it again). nanp-phone-metadata.json is this cut of the installed package's
 * metadata.min.json, and its test fails when an update changes it.
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
