import { describe, expect, it } from 'vitest'

import { homeTestimonials } from './testimonials'

const TYPED = [
  { id: 't1', quote: 'Typed one.', name: 'Jennifer M.', city: 'Austin, TX' },
  { id: 't2', quote: 'Typed two.', name: 'Robert T.', city: 'Tampa, FL' },
  { id: 't3', quote: 'Typed three.', name: 'Priya S.', city: 'Charlotte, NC' },
]

const REVIEW = {
  id: 'r1',
  text: 'The crew was on time and the roof has held.',
  reviewerName: 'Dana K.',
  reviewerCity: 'Tampa, FL',
  service: { id: 's1', name: 'Roofing' },
}

describe('homeTestimonials', () => {
  it('shows the three typed testimonials unchanged when no review is featured', () => {
    expect(homeTestimonials([], TYPED)).toEqual(
      TYPED.map(({ id, quote, name, city }) => ({ key: id, quote, name, city, service: null })),
    )
  })

  it('puts featured reviews first with their name, city and service, and fills up to three with typed ones', () => {
    expect(homeTestimonials([REVIEW], TYPED)).toEqual([
      { key: 'r1', quote: REVIEW.text, name: 'Dana K.', city: 'Tampa, FL', service: 'Roofing' },
      { key: 't1', quote: 'Typed one.', name: 'Jennifer M.', city: 'Austin, TX', service: null },
      { key: 't2', quote: 'Typed two.', name: 'Robert T.', city: 'Tampa, FL', service: null },
    ])
  })

  it('shows no more than three, the featured ones before any typed one', () => {
    const reviews = ['a', 'b', 'c', 'd'].map((id) => ({ ...REVIEW, id }))
    expect(homeTestimonials(reviews, TYPED).map((testimonial) => testimonial.key)).toEqual(['a', 'b', 'c'])
  })
})
