import { LinkCard } from '@/components/ui/link-card'
import { TagList } from '@/components/ui/tag-list'
import { paths } from '@/config/paths'
import { formatLongDate } from '@/lib/format-date'

import type { ArticleSummary } from '../api/get-articles'

/** An article in the list: the whole card is its link. */
export const ArticleCard = ({ article }: { article: ArticleSummary }) => (
  <LinkCard to={paths.article(article.slug)} title={article.title}>
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
  </LinkCard>
)
