import { queryOptions } from '@tanstack/react-query'
import { useRouteQueryData } from '@/hooks/use-route-query-data'

import type { HomePage } from '@/types/payload'

type HeroImage = { hero: Pick<HomePage['hero'], 'image' | 'imageResponsive'> }

/** The home hero's picture (the home-page global), and nothing else of the global. */
export const heroImageQueryOptions = () =>
  queryOptions<HeroImage>({
    // Kept for the visit: the page reads it without an observer (hooks/use-route-query-data.ts).
    gcTime: Infinity,
    // The image's id too: the CMS makes imageResponsive from it.
    queryKey: ['/api/globals/home-page?depth=0&select[hero][image]=true&select[hero][imageResponsive]=true'],
  })

/** Null when the editor chose no picture: the hero is then its text and form alone. */
export const useHeroImage = () =>
  useRouteQueryData(heroImageQueryOptions().queryKey).hero.imageResponsive ?? null
