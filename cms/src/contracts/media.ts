/** The image types the media library takes: raster formats browsers show and sharp resizes (no SVG: it can carry script). */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const

/** The largest file the media library takes, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024
