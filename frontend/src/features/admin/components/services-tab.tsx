import { formatPrice } from '@/lib/format'

import { CollectionTab } from './collection-tab'
import { AddLink, DeleteButton, EditLink } from './content-actions'
import { useAllServices } from '../api/service-names'

export const ServicesTab = () => {
  const services = useAllServices()
  return (
    <CollectionTab
      title="Services"
      description="What homeowners can request quotes for, with the price and time ranges the site shows."
      actions={<AddLink collection="services" label="Add Service" />}
      list={services}
      empty="Add services to enable quote requests."
    >
      {(docs) => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {docs.map((service) => (
            <li key={service.id} className="flex flex-col rounded-lg border border-slate-200 p-5">
              <h2 className="text-lg font-semibold text-slate-900">{service.name}</h2>
              <p className="text-xs text-slate-500">{service.slug}</p>
              <p className="mt-3 flex-1 text-sm text-slate-700">{service.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-500">Price range</dt>
                  <dd className="font-medium text-slate-900">
                    {formatPrice(service.priceLow)} - {formatPrice(service.priceHigh)}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Duration</dt>
                  <dd className="font-medium text-slate-900">
                    {service.durationLow}-{service.durationHigh} days
                  </dd>
                </div>
              </dl>
              <div className="mt-4 flex gap-2">
                <EditLink collection="services" id={service.id} name={service.name} />
                <DeleteButton collection="services" id={service.id} name={service.name} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </CollectionTab>
  )
}
