import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Properties the browsers the app supports still need (or, in versions still about, needed) with a -webkit-
 * prefix: Safari's user-select, backdrop-filter before 18, appearance and masks before 15.4 (Chrome before 120),
 * text-size-adjust, hyphens and box-decoration-break.
 */
const WEBKIT_PREFIXED = new Set([
  'user-select',
  'backdrop-filter',
  'appearance',
  'text-size-adjust',
  'hyphens',
  'box-decoration-break',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-clip',
  'mask-origin',
  'mask-composite',
]);

/**
 * Emotion's default stylis prefixer, cut to the prefixes a current browser can use. The default writes every
 * flex declaration four times (-webkit-box, -webkit-flex, -ms-flexbox and the standard one), transitions and
 * transforms twice and so on, for browsers of ten years ago; a phone spent that work on each of the hundreds of
 * rules the first screen inserts, in the task that commits it. Here a declaration of WEBKIT_PREFIXED gets its
 * -webkit- twin before it, as the default does, and `background-clip: text` its -webkit- twin; the rest is left
 * alone.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || element.length < 0) return;
  const property = element.props as unknown as string;
  if (WEBKIT_PREFIXED.has(property) || (property === 'background-clip' && /\btext\b/.test(element.children as unknown as string))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The emotion cache of the app (MUI's styles, sx props): as emotion's default, with the modern prefixer. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [modernPrefixer] });
}
