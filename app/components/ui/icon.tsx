import {
  Accessibility,
  ArrowRight,
  BadgeCheck,
  Blocks,
  ChartLine,
  ChartPie,
  Code,
  Compass,
  FileText,
  Gauge,
  Handshake,
  Headphones,
  LayoutTemplate,
  Mail,
  MapPin,
  Megaphone,
  MonitorSmartphone,
  Moon,
  Palette,
  PenTool,
  Phone,
  Puzzle,
  RefreshCw,
  Search,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wallet,
  Zap,
} from "lucide-react";
import { cn } from "~/lib/cn";

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
  ChartLine,
  ChartPie,
  Code,
  Compass,
  FileText,
  Gauge,
  Handshake,
  Headphones,
  LayoutTemplate,
  Mail,
  MapPin,
  Megaphone,
  MonitorSmartphone,
  Moon,
  Palette,
  PenTool,
  Phone,
  Puzzle,
  RefreshCw,
  Search,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wallet,
  Zap,
} as const;

export type IconName = keyof typeof iconRegistry;

/** A decorative icon by name (the text beside it carries the meaning). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = iconRegistry[name];
  return <Glyph aria-hidden="true" focusable="false" className={cn("size-6", className)} />;
}
