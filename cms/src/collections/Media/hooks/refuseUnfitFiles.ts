import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp, { type Metadata } from 'sharp'

import {
  fileTooLargeMessage,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  NOT_AN_IMAGE_MESSAGE,
  tooManyPixelsMessage,
} from '../../../contracts/media'

/** The formats the library takes, as sharp reads them from a file's content (AVIF is HEIF holding AV1). */
const isTakenFormat = ({ format, compression }: Metadata): boolean =>
  format === 'jpeg' || format === 'png' || format === 'webp' || (format === 'heif' && compression === 'av1')

/** Logged at info (payload.config.ts loggingLevels): a refused file is the editor's to fix, not a server error. */
export class UnfitFile extends APIError {
  constructor(message: string, status: number) {
    super(message, status, null, true)
    this.name = 'UnfitFile'
  }
}

/**
 * A new file is judged by its content, not by its name or the type the browser claimed, and by its size, each with a
 * message an editor can act on, and by its pixels, which are what processing it costs: Payload's own checks answer a PDF or a text file named .png with "The following
 * field is invalid: file", and its REST limit cuts a large upload off without its size. The Local API (the seed,
 * scripts) has no size limit at all without this.
 */
export const refuseUnfitFiles: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { file } = req
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  const size = file.tempFilePath ? file.size : file.data.length
  if (size > MEDIA_MAX_BYTES) throw new UnfitFile(fileTooLargeMessage(size), 413)
  const metadata = await sharp(file.tempFilePath || file.data)
    .metadata()
    .catch(() => null)
  if (!metadata || !isTakenFormat(metadata)) throw new UnfitFile(NOT_AN_IMAGE_MESSAGE, 415)
  // Read from the file's header, before anything decodes its pixels.
  const { width = 0, height = 0 } = metadata
  if (width * height > MEDIA_MAX_PIXELS) throw new UnfitFile(tooManyPixelsMessage(width, height), 413)
  return args
}
