import {
  Accessibility,
  ArrowRight,
  BadgeCheck,
  Blocks,
  Briefcase,
  ChartLine,
  ChartPie,
  Clapperboard,
  Code,
  Compass,
  FileText,
  Gauge,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  Hotel,
  Landmark,
  Languages,
  LayoutTemplate,
  Mail,
  MapPin,
  Megaphone,
  MonitorSmartphone,
  Moon,
  Palette,
  PenTool,
  Phone,
  Plane,
  Puzzle,
  RefreshCw,
  Scale,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wallet,
  Zap,
} from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";

/**
 * The icons content may name. Content stays free of JSX and names an icon by its key
 * here; the explicit list keeps the bundle to the icons in use. Add an import and a key
 * to offer another one.
 */
export const iconRegistry = {
  Accessibility,
  ArrowRight,
  BadgeCheck,
  Blocks,
  Briefcase,
  ChartLine,
  ChartPie,
  Clapperboard,
  Code,
  Compass,
  FileText,
  Gauge,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  Hotel,
  Landmark,
  Languages,
  LayoutTemplate,
  Mail,
  MapPin,
  Megaphone,
  MonitorSmartphone,
  Moon,
  Palette,
  PenTool,
  Phone,
  Plane,
  Puzzle,
  RefreshCw,
  Scale,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wallet,
  Zap,
} as const;

/**
 * An icon content may name: a key of `iconRegistry` in app/components/ui/icon.tsx. For another
 * lucide icon, import it there and add it to the registry.
 */
export type IconName = keyof typeof iconRegistry;

/**
 * A decorative icon by name (the text beside it carries the meaning), from the page's sprite.
 * `className` holds its size (default `size-6`) and anything else it needs.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SpriteIcon icon={iconRegistry[name]} className={className || "size-6"} />;
}
