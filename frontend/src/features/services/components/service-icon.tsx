import {
  Bath,
  BrickWall,
  Bug,
  Building2,
  ChefHat,
  Droplets,
  Hammer,
  House,
  Layers,
  Paintbrush,
  Thermometer,
  Trees,
  Zap,
  type LucideIcon,
} from 'lucide-react'

/**
 * Keyed by the kebab-case icon names editors give a service (the seed gives each of the 12 services its own);
 * a name may differ from lucide's own where lucide has a better fitting drawing (concrete work is a brick wall,
 * home additions a building).
 */
const ICONS: Record<string, LucideIcon> = {
  'chef-hat': ChefHat,
  bath: Bath,
  home: House,
  thermometer: Thermometer,
  droplets: Droplets,
  zap: Zap,
  trees: Trees,
  paintbrush: Paintbrush,
  layers: Layers,
  building: Building2,
  square: BrickWall,
  bug: Bug,
}

type ServiceIconProps = { name: string; className?: string }

/** Decorative: the service's name always sits next to it, so screen readers skip the drawing. */
export const ServiceIcon = ({ name, className = 'h-6 w-6' }: ServiceIconProps) => {
  // A hammer: any icon name the site does not know still shows something sensible.
  const Icon = ICONS[name] ?? Hammer
  return <Icon aria-hidden="true" focusable="false" className={className} />
}
