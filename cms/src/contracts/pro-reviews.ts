/** The portal's reviews (GET /api/pro/reviews) and the answer to a reply (POST /api/pro/reviews/:id/reply). */

export type ProReview = {
  id: string
  rating: number
  text: string
  reviewerName: string
  reviewerCity: string | null
  service: string | null
  publishedAt: string | null
  /** The contractor's one public reply, once written. */
  reply: { text: string; at: string } | null
}

export type ProReviewPage = {
  reviews: ProReview[]
  page: number
  totalPages: number
  totalDocs: number
}

export const PRO_REVIEWS_PER_PAGE = 20
