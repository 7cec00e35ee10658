import { describe, expect, it } from 'vitest'

import { fileTooLargeMessage, MEDIA_MAX_BYTES, NOT_AN_IMAGE_MESSAGE } from './media'

const MB = 1024 * 1024

describe('fileTooLargeMessage', () => {
  it.each([
    { bytes: 12.3 * MB, message: 'The file is 12.3 MB; the limit is 10 MB.' },
    { bytes: 12 * MB + 600, message: 'The file is 12 MB; the limit is 10 MB.' },
    { bytes: 25.96 * MB, message: 'The file is 26 MB; the limit is 10 MB.' },
    { bytes: MEDIA_MAX_BYTES + 1, message: 'The file is 10.1 MB; the limit is 10 MB.' },
    { bytes: MEDIA_MAX_BYTES + 0.04 * MB, message: 'The file is 10.1 MB; the limit is 10 MB.' },
    { bytes: undefined, message: 'The file is larger than 10 MB, the limit.' },
  ])('says $message for $bytes bytes', ({ bytes, message }) => {
    expect(fileTooLargeMessage(bytes)).toBe(message)
  })
})

it('names the image types the library takes', () => {
  expect(NOT_AN_IMAGE_MESSAGE).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded.')
})
