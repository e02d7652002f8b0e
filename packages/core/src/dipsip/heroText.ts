/**
 * The DipSIP page's heading and lead (spec 001), in a module of their own: the app's shell draws them (shell
 * screen intros) on every route, and importing them from constants.ts put all of DipSIP's texts in the landing
 * page's JavaScript. DIPSIP_TEXT (constants.ts) carries them too.
 */
export const DIPSIP_HERO_TEXT = {
  heroTitle: 'DipSIP: buy index ETFs on the dips',
  heroTagline:
    'Regret buying at highs and missing the dips? DipSIP is a contra strategy for the long term: a systematic plan in low-cost index ETFs that buys when the market falls.',
} as const;
