/** Shows `text` with its first occurrence of `highlight` in the brand gradient. */
export function Highlight({ text, highlight }: { text: string; highlight?: string }) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="text-gradient">{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  );
}
