import { Carousel } from "~/components/ui/carousel";
import { carouselLayouts } from "~/content/settings";
import { Section } from "~/sections/section";
import { ServiceCardBody, serviceCard, type ServiceCardsProps } from "./service-cards";

export type ServiceSliderProps = Omit<ServiceCardsProps, "variant" | "columns">;

/**
 * The slide-in card slider: one service card at a time, sliding in from the side, with
 * arrows and dots and no loop (the first and last cards stop the arrows).
 */
export function ServiceSlider({ id, heading, services, tone }: ServiceSliderProps) {
  return (
    <Section id={id} tone={tone} heading={heading}>
      <div className="mx-auto max-w-xl">
        <Carousel
          label="Service cards"
          layout={carouselLayouts.slideInCards}
          // Room for the cards' hover lift and shadow inside the clipped row.
          slideClassName="py-2"
          slides={services.map((service, i) => (
            <article key={service.id} className={serviceCard({ variant: "icon", className: "h-full" })}>
              <ServiceCardBody service={service} variant="icon" index={i} />
            </article>
          ))}
        />
      </div>
    </Section>
  );
}
