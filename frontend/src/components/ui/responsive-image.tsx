import type { ResponsiveImage as Picture } from '@contracts/media'

/** A transparent pixel: what a picture shown only on wider screens loads on the others, without a request. */
const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

type ResponsiveImageProps = {
  image: Picture
  /** How wide it is shown, as the img `sizes`: the browser picks the copy that fills it. */
  sizes: string
  /** The largest picture above the fold: fetched at once and before other pictures. Otherwise loaded when near. */
  priority?: boolean
  /** A media query: the picture is shown (and fetched) only where it matches; hide it elsewhere with CSS. */
  shownWhere?: string
  /** Beside a name that says it all (a logo): screen readers skip it. */
  decorative?: boolean
  className?: string
}

/**
 * A media-library picture (contracts/media.ts, made on the server): the browser chooses a WebP copy by the
 * width it is shown at, and its width and height reserve its box before it loads, so nothing moves.
 */
export const ResponsiveImage = ({
  image,
  sizes,
  priority = false,
  shownWhere,
  decorative = false,
  className,
}: ResponsiveImageProps) => {
  const img = (
    <img
      // srcSet and sizes before src, so no browser starts on src before it knows it has a choice.
      srcSet={shownWhere ? undefined : image.srcSet}
      sizes={shownWhere ? undefined : sizes}
      src={shownWhere ? NO_PICTURE : image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={{ objectPosition: image.position }}
      className={className}
    />
  )
  return shownWhere ? (
    <picture>
      <source media={shownWhere} srcSet={image.srcSet} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  )
}
