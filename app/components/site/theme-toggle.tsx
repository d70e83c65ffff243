import { Moon, Sun } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { THEME_TOGGLE_ATTRIBUTE } from "~/lib/theme";

/**
 * The light/dark switch. It keeps no React state and has no handler: the theme lives in the class
 * of <html>, and the inline theme script (`themeScript`, ~/lib/theme) switches and stores it on a
 * click, from the first paint on. Both the icon and the accessible name follow that class through
 * CSS, so the pre-rendered HTML, which cannot know the visitor's theme, always matches what
 * hydration renders. Without JavaScript nothing could switch or remember a theme: it is hidden.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <Button
      variant="subtle"
      size="icon-sm"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
      className={cn("relative no-js:hidden", className)}
    >
      <SpriteIcon icon={Moon} className="size-[1.125rem] dark:hidden" />
      <SpriteIcon icon={Sun} className="hidden size-[1.125rem] dark:block" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </Button>
  );
}
