/**
 * A name as a URL segment: lower-case words joined by single hyphens ("Kitchen & Bath" → "kitchen-and-bath",
 * "Cañon City" → "canon-city", "Coeur d'Alene" → "coeur-dalene"); empty when the name has no letters or digits.
 */
export const toSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
