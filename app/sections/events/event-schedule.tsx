import { Coffee, MapPin } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { type TabItem, Tabs } from "~/components/ui/tabs";
import { type EventDay, type EventSession, sessionKindLabels } from "~/content/events";
import { cn } from "~/lib/cn";
import { Section, type TitledSectionProps } from "~/sections/section";

export type EventScheduleProps = TitledSectionProps & {
  days: readonly EventDay[];
};

/**
 * A conference programme: one tab per day (day, date and theme), each with its sessions in
 * order: time, kind, title, summary, speakers and room. A session names its speakers (name and
 * role) without their portraits, which the page's speakers section shows. Every day is in the
 * pre-rendered HTML; arrow keys, Home and End move between the days.
 */
export function EventSchedule({ id, heading, days, tone }: EventScheduleProps) {
  const items: TabItem[] = days.map((day) => ({
    id: day.id,
    title: day.label,
    label: (
      <>
        <span className="block text-lg font-bold">{day.label}</span>
        <time dateTime={day.date.iso} className="block text-sm font-medium">
          {day.date.display}
        </time>
      </>
    ),
    content: <DayPanel day={day} />,
  }));
  return (
    <Section id={id} tone={tone} heading={heading}>
      <Tabs
        label={heading.title}
        items={items}
        variant="segments"
        listClassName="mx-auto w-full max-w-2xl"
        className="mx-auto max-w-5xl"
      />
    </Section>
  );
}

function DayPanel({ day }: { day: EventDay }) {
  return (
    <>
      <p className="mb-6 text-center text-lg font-semibold text-muted-foreground">{day.theme}</p>
      <ol className="grid gap-4">
        {day.sessions.map((session) => (
          <li key={session.id}>
            <SessionRow session={session} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** "09:30 – 10:15", read as "09:30 to 10:15". */
function TimeRange({ session, className }: { session: EventSession; className?: string }) {
  return (
    <p className={cn("font-semibold tabular-nums", className)}>
      <time dateTime={session.start}>{session.start}</time>
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> to </span>
      <time dateTime={session.end}>{session.end}</time>
    </p>
  );
}

function Room({ room }: { room: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground md:justify-end">
      <SpriteIcon icon={MapPin} className="size-4 shrink-0" />
      {room}
    </p>
  );
}

function SessionRow({ session }: { session: EventSession }) {
  if (session.kind === "break") {
    return (
      <div className="grid items-center gap-2 rounded-2xl bg-muted px-5 py-4 md:grid-cols-[9rem_minmax(0,1fr)_auto] md:gap-6 md:px-7">
        <TimeRange session={session} className="text-muted-foreground" />
        <h3 className="flex items-center gap-2 font-semibold">
          <SpriteIcon icon={Coffee} className="size-5 text-primary" />
          {session.title}
        </h3>
        <Room room={session.room} />
      </div>
    );
  }
  const keynote = session.kind === "keynote";
  return (
    <article
      className={cn(
        "grid gap-4 rounded-3xl border bg-card p-5 md:grid-cols-[9rem_minmax(0,1fr)_auto] md:gap-6 md:p-7",
        keynote ? "border-primary/60 shadow-lg shadow-primary/10" : "border-border",
      )}
    >
      <TimeRange session={session} className="text-lg" />
      <div className="min-w-0">
        <p
          className={cn(
            "inline-flex rounded-full px-3 py-0.5 text-xs font-bold tracking-wider uppercase",
            keynote ? "bg-primary text-primary-foreground" : "bg-primary/10 text-primary",
          )}
        >
          {sessionKindLabels[session.kind]}
        </p>
        <h3 className="mt-3 text-xl font-bold tracking-tight text-balance">{session.title}</h3>
        {session.description ? (
          <p className="mt-2 leading-relaxed text-muted-foreground">{session.description}</p>
        ) : null}
        {session.speakers?.length ? (
          <ul aria-label="Speakers" className="mt-5 flex flex-wrap gap-x-6 gap-y-3">
            {session.speakers.map((speaker) => (
              <li key={speaker.id} className="min-w-0 border-s-2 border-primary/50 ps-3 text-sm">
                <span className="block font-bold">{speaker.name}</span>
                <span className="block text-muted-foreground">{speaker.role}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Room room={session.room} />
    </article>
  );
}
