import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'
import { formatLongDate } from '@/lib/format'

import type { ArticleSummary } from '../api/get-articles'
import { TagList } from '@/components/ui/tag-list'

/** An article in the list: the whole card is its link. */
export const ArticleCard = ({ article }: { article: ArticleSummary }) => (
  <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md">
    <h2 className="text-xl font-semibold text-slate-900">
      <Link
        to={paths.article(article.slug)}
        className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
      >
        {article.title}
      </Link>
    </h2>
    <p className="mt-2 text-sm text-slate-600">
      <span>By {article.author}</span>
      {article.publishedAt ? (
        <>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
        </>
      ) : null}
    </p>
    <p className="mt-4 flex-1 leading-7 text-slate-700">{article.excerpt}</p>
    <TagList tags={article.tags ?? []} className="mt-4" />
  </article>
)
