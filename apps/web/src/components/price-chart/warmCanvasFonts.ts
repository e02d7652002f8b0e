/** The fonts lightweight-charts draws its axes and labels in: its default 12 px size, regular and bold. */
export const chartCanvasFonts = (fontFamily: string) => [`12px ${fontFamily}`, `bold 12px ${fontFamily}`];

const warmed = new Set<string>();

/**
 * Looks up the chart's canvas fonts once per page on a throwaway canvas. A page's first canvas text in a font
 * costs the browser a font lookup (some 10-20 ms on a slow machine, per font); without this it falls in the
 * chart's first paint, one animation frame that also draws everything else. Done in a task of its own while the
 * chart's code loads, it splits that long task in two.
 */
export function warmCanvasFonts(fontFamily: string): void {
  if (warmed.has(fontFamily)) return;
  warmed.add(fontFamily);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  for (const font of chartCanvasFonts(fontFamily)) {
    context.font = font;
    context.measureText('0');
  }
}
