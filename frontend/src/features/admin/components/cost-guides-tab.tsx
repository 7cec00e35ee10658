import { paths } from '@/config/paths'

import { useCollection } from '../api/collection'
import { CollectionTab } from './collection-tab'
import { AddLink, DeleteButton, EditLink } from './content-actions'

export const CostGuidesTab = () => {
  const guides = useCollection('cost-guides', { limit: 100, sort: '-publishedAt' })
  return (
    <CollectionTab
      title="Cost Guides"
      description="Pricing advice published under /cost-guides."
      actions={<AddLink collection="cost-guides" label="New Cost Guide" />}
      list={guides}
      empty="No cost guides yet. Create one to publish pricing advice for homeowners."
    >
      {(docs) => (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {docs.map((guide) => (
            <li key={guide.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900">
                  <a
                    href={paths.costGuide(guide.slug)}
                    className="inline-flex min-h-6 items-center hover:underline"
                  >
                    {guide.title}
                  </a>
                </h2>
                <p className="text-xs text-slate-500">{guide.slug}</p>
              </div>
              <div className="flex gap-2">
                <EditLink collection="cost-guides" id={guide.id} name={guide.title} />
                <DeleteButton collection="cost-guides" id={guide.id} name={guide.title} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </CollectionTab>
  )
}
