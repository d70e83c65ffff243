/**
 * For the content tests: what they report when content breaks a rule, said so that the failure
 * names the files and fields it is about (issue 41: a copied post failed with "expected 10 to be
 * 11", naming neither file). A test compares these lists with `[]`, so its diff is the offenders.
 */

/**
 * The items that share a value each must have of its own: one line per shared value, naming the
 * items that share it ("app/content/posts/a.mdx = app/content/posts/b.mdx").
 */
export function repeated<T>(
  items: readonly T[],
  valueOf: (item: T) => unknown,
  nameOf: (item: T, index: number) => string,
): string[] {
  const byValue = new Map<unknown, string[]>();
  items.forEach((item, index) => {
    const value = valueOf(item);
    byValue.set(value, [...(byValue.get(value) ?? []), nameOf(item, index)]);
  });
  return [...byValue.values()].filter((names) => names.length > 1).map((names) => names.join(" = "));
}

/** The values of a list that appear more than once, each with where it is ("tags: Design twice"). */
export function repeatedValues(values: readonly unknown[], where: string): string[] {
  const counts = new Map<unknown, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([value, count]) => `${where}: ${String(value)} ${count} times`);
}
