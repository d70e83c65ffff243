/**
 * The demo landing page's inner-pages slider: the pages beyond the homes that a
 * buyer also gets. Every href is a path of the route table.
 *
 * The spec gives each slide a light and a dark screenshot; until the screenshot script
 * covers inner pages, each slide shows one picture of the generated artwork.
 */
import { img } from "~/content/images";
import type { ImageAsset } from "~/content/types";

export type InnerPageSlide = {
  id: string;
  title: string;
  href: string;
  /** Shows a "New" badge. */
  isNew: boolean;
  image: ImageAsset;
};

export const innerPages = [
  {
    id: "about",
    title: "About Us",
    href: "/about",
    isNew: false,
    image: img("about-1", "Illustration for the About Us page"),
  },
  {
    id: "service",
    title: "Services",
    href: "/service",
    isNew: false,
    image: img("hero-1", "Illustration for the Services page"),
  },
  {
    id: "team",
    title: "Our Team",
    href: "/team",
    isNew: false,
    image: img("about-2", "Illustration for the Our Team page"),
  },
  {
    id: "pricing",
    title: "Pricing",
    href: "/pricing",
    isNew: false,
    image: img("hero-2", "Illustration for the Pricing page"),
  },
  {
    id: "portfolio",
    title: "Portfolio",
    href: "/portfolio",
    isNew: false,
    image: img("hero-3", "Illustration for the Portfolio page"),
  },
  {
    id: "portfolio-details",
    title: "Portfolio Details",
    href: "/portfolio-details/1",
    isNew: true,
    image: img("about-3", "Illustration for the Portfolio Details page"),
  },
  {
    id: "blog-grid",
    title: "Blog Grid",
    href: "/blog-grid",
    isNew: false,
    image: img("hero-4", "Illustration for the Blog Grid page"),
  },
  {
    id: "blog-details",
    title: "Blog Details",
    href: "/blog-details/1",
    isNew: true,
    image: img("hero-5", "Illustration for the Blog Details page"),
  },
  {
    id: "timeline",
    title: "Timeline",
    href: "/timeline",
    isNew: true,
    image: img("hero-6", "Illustration for the Timeline page"),
  },
  {
    id: "contact",
    title: "Contact",
    href: "/contact",
    isNew: false,
    image: img("about-4", "Illustration for the Contact page"),
  },
  {
    id: "login",
    title: "Login and Register",
    href: "/login",
    isNew: false,
    image: img("hero-7", "Illustration for the Login and Register page"),
  },
  {
    id: "not-found",
    title: "404 Page",
    href: "/error",
    isNew: false,
    image: img("hero-8", "Illustration for the 404 page"),
  },
] satisfies InnerPageSlide[];
