import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'
import { site } from '@/config/site'

export const Logo = () => (
  <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold text-brand-700">
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
      <rect width="32" height="32" rx="6" className="fill-brand-600" />
      <path d="M8 17l8-7 8 7v8h-5v-5h-6v5H8z" fill="#fff" />
    </svg>
    <span>{site.name}</span>
  </Link>
)
