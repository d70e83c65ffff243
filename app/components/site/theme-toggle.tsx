import { Moon, Sun } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { applyTheme, currentTheme, readStoredTheme, storeTheme, THEME_STORAGE_KEY } from "~/lib/theme";

/** Switches to the other theme and remembers the choice (storage failures only lose the memory). */
export function toggleTheme(): void {
  const next = currentTheme() === "dark" ? "light" : "dark";
  applyTheme(next);
  storeTheme(next);
}

/**
 * The light/dark switch. It keeps no React state: the theme lives in the class of
 * <html> (set before first paint by the head script), and both the icon and the
 * accessible name follow that class through CSS, so the pre-rendered HTML, which
 * cannot know the visitor's theme, always matches what hydration renders.
 */
export function ThemeToggle({ className }: { className?: string }) {
  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const stored = readStoredTheme();
      if (stored) applyTheme(stored);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return (
    <Button variant="subtle" size="icon-sm" onClick={toggleTheme} className={cn("relative", className)}>
      <SpriteIcon icon={Moon} className="size-[1.125rem] dark:hidden" />
      <SpriteIcon icon={Sun} className="hidden size-[1.125rem] dark:block" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </Button>
  );
}
