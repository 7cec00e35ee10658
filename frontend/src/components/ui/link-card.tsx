import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link'

type LinkCardProps = {
  to: string
  title: string
  /** The title's heading level where the card sits in the page's outline. */
  heading?: 'h2' | 'h3'
  /** What the card says under its title. */
  children: ReactNode
}

const TITLE_SIZE = { h2: 'text-xl', h3: 'text-lg' } as const

/** A card whose whole area is the link in its title (the link's ::after covers it), so it is one tab stop. */
export const LinkCard = ({ to, title, heading: Heading = 'h2', children }: LinkCardProps) => (
  <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md">
    <Heading className={`${TITLE_SIZE[Heading]} font-semibold text-slate-900`}>
      <Link to={to} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
        {title}
      </Link>
    </Heading>
    {children}
  </article>
)
