import {
  Briefcase,
  ChartColumnBig,
  DollarSign,
  FileText,
  LogOut,
  MapPin,
  Share2,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import { NavLink } from 'react-router'

import { Link } from '@/components/ui/link'
import { Sidebar, useSidebar } from '@/components/ui/sidebar'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import type { User } from '@/types/payload'

import { useSignOut } from '@/lib/session'

import { useNeedsAttentionCount } from '../api/lead-view'

/** The dashboard's tabs, in their fixed order; Leads is the default. */
const TABS: { label: string; to: string; Icon: LucideIcon; counted?: boolean }[] = [
  { label: 'Leads', to: paths.admin.leads, Icon: Users, counted: true },
  { label: 'Contractors', to: paths.admin.contractors, Icon: Briefcase },
  { label: 'Services', to: paths.admin.services, Icon: Wrench },
  { label: 'Referrals', to: paths.admin.referrals, Icon: Share2 },
  { label: 'Cost Guides', to: paths.admin.costGuides, Icon: DollarSign },
  { label: 'Location Pages', to: paths.admin.locationPages, Icon: MapPin },
  { label: 'Articles', to: paths.admin.articles, Icon: FileText },
  { label: 'Analytics', to: paths.admin.analytics, Icon: ChartColumnBig },
]

const itemClass = (active: boolean, collapsed: boolean) =>
  `flex h-9 items-center gap-3 rounded-md text-sm font-medium ${collapsed ? 'w-8 justify-center' : 'px-2'} ${
    active ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:bg-slate-200/70 hover:text-slate-900'
  }`

/**
 * How many leads need attention, beside the Leads tab: outside its link, so the tab keeps its name, and read after
 * it. Nothing when none do, or before the count is known.
 */
const AttentionBadge = ({ collapsed }: { collapsed: boolean }) => {
  const count = useNeedsAttentionCount()
  if (!count.data) return null
  return (
    <span
      className={`pointer-events-none absolute rounded-full bg-amber-100 text-xs font-semibold text-amber-900 ${
        collapsed ? '-top-1 right-0 px-1' : 'top-1/2 right-2 -translate-y-1/2 px-2 py-0.5'
      }`}
    >
      {count.data.toLocaleString('en-US')}
      <span className="sr-only"> {count.data === 1 ? 'lead needs' : 'leads need'} attention</span>
    </span>
  )
}

/** The dashboard's sidebar: the tabs, 'Exit Admin' to the public site, and who is signed in. */
export const AdminSidebar = ({ user }: { user: User }) => {
  const { collapsed, isMobile, setOpenMobile } = useSidebar()
  const signOut = useSignOut()
  // On a phone the sheet closes once a tab is chosen, so the tab is what the person sees next.
  const onNavigate = isMobile ? () => setOpenMobile(false) : undefined

  return (
    <Sidebar label="Admin">
      <div
        className={`flex h-14 items-center border-b border-slate-200 ${collapsed ? 'justify-center' : 'px-4'}`}
      >
        <span className={collapsed ? 'sr-only' : 'text-base font-bold text-slate-900'}>Admin Dashboard</span>
        {collapsed ? (
          <span aria-hidden="true" className="text-base font-bold text-brand-700">
            A
          </span>
        ) : null}
      </div>
      <nav aria-label="Admin sections" className="flex-1 overflow-y-auto p-2">
        <ul className="grid gap-1">
          {TABS.map(({ label, to, Icon, counted }) => (
            <li key={to} className="relative">
              <Tooltip label={label} disabled={!collapsed}>
                <NavLink
                  to={to}
                  end
                  onClick={onNavigate}
                  className={({ isActive }) => itemClass(isActive, collapsed)}
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
                </NavLink>
              </Tooltip>
              {counted ? <AttentionBadge collapsed={collapsed} /> : null}
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-1 border-t border-slate-200 p-2">
        {collapsed ? null : (
          <p className="truncate px-2 py-1 text-xs text-slate-500" title={user.email}>
            Signed in as {user.email}
          </p>
        )}
        <Tooltip label="Sign out" disabled={!collapsed}>
          <button
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            className={itemClass(false, collapsed)}
          >
            <Users aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className={collapsed ? 'sr-only' : ''}>Sign out</span>
          </button>
        </Tooltip>
        <Tooltip label="Exit Admin" disabled={!collapsed}>
          <Link to={paths.home} className={itemClass(false, collapsed)}>
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className={collapsed ? 'sr-only' : ''}>Exit Admin</span>
          </Link>
        </Tooltip>
      </div>
    </Sidebar>
  )
}
