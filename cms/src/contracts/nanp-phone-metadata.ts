import type { MetadataJson } from 'libphonenumber-js/core'

/**
 * libphonenumber's metadata cut to the countries that share the +1 calling code (the North American Numbering
 * Plan): the whole world's is 16 KB of script (brotli) on the wizard's pages, these countries' about 1 KB.
 * nanp-phone-metadata.json is this cut of the installed package's metadata.min.json, written by
 * `node --import tsx scripts/nanp-phone-metadata.ts` (then Prettier); its test fails when an update of the package changes it.
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
