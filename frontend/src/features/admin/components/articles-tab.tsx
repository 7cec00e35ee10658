import { Badge } from '@/components/ui/badge'
import { TagList } from '@/components/ui/tag-list'
import { formatDate } from '@/lib/format-date'

import { useCollection } from '../api/collection'
import { wordCount } from '../utils/word-count'
import { CollectionTab } from './collection-tab'
import { AddLink, EditLink } from './content-actions'

export const ArticlesTab = () => {
  const articles = useCollection('articles', { limit: 100, sort: '-publishedAt' })
  return (
    <CollectionTab
      title="Articles"
      description="Advice articles, with their authors and reviewers."
      actions={<AddLink collection="articles" label="New Article" />}
      list={articles}
      empty="No articles yet. Write one to help homeowners plan their projects."
    >
      {(docs) => (
        <ul className="grid gap-4 lg:grid-cols-2">
          {docs.map((article) => (
            <li key={article.id} className="flex flex-col rounded-lg border border-slate-200 p-5">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-semibold text-slate-900">{article.title}</h2>
                {article._status === 'published' ? (
                  <Badge variant="success">Published</Badge>
                ) : (
                  <Badge>Draft</Badge>
                )}
              </div>
              <p className="mt-2 flex-1 text-sm text-slate-700">{article.excerpt}</p>
              <TagList tags={article.tags ?? []} className="mt-3" />
              <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-500">Author</dt>
                <dd className="text-slate-900">{article.author}</dd>
                {article.reviewer ? (
                  <>
                    <dt className="text-slate-500">Reviewed by</dt>
                    <dd className="text-slate-900">{article.reviewer}</dd>
                  </>
                ) : null}
                <dt className="text-slate-500">Published</dt>
                <dd className="text-slate-900">{formatDate(article.publishedAt)}</dd>
                <dt className="text-slate-500">Length</dt>
                <dd className="text-slate-900">~{wordCount(article.body).toLocaleString('en-US')} words</dd>
              </dl>
              <div className="mt-4">
                <EditLink collection="articles" id={article.id} name={article.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </CollectionTab>
  )
}
