import { CHAT_MAX_INPUT, CHAT_MESSAGES, CHAT_TEXT, LANDING_INTRO, LANDING_SLIDES_COPY, LAYOUT } from '@sanchay/core';

/**
 * Whole screens the HTML shell draws before the JavaScript has run, for the screens whose first lines depend on
 * who is looking: the assistant, whose visitors see a sign-in notice (its largest text, so the browser's largest
 * paint), and whose signed-in users see the same page without it; and `/`, the landing page for visitors (a
 * signed-in user's dashboard keeps the skeleton). Each screen brings its own styles (the CSP
 * allows inline styles, not scripts); sizes are those the React page computes and colours are the theme's, as
 * index.html's --boot-* variables (light, or dark for a browser that chose it), so nothing jumps when React
 * replaces the shell.
 */

const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

function icon(path: string, size: number): string {
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="currentColor" aria-hidden="true"><path d="${path}"/></svg>`;
}

// Material icons the page draws at these places (InfoOutlined, ExpandMore, MenuOpen, Send).
const INFO_ICON = 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';
const EXPAND_ICON = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';
const MENU_OPEN_ICON = 'M3 18h13v-2H3zm0-5h10v-2H3zm0-7v2h13V6zm18 9.59L17.42 12 21 8.41 19.59 7l-5 5 5 5z';
const SEND_ICON = 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z';

/** AssistantPage's layout: chat list from 900 px, header, the three panels, the notice, the composer. */
const ASSISTANT_STYLE = `
.boot-chat { display: flex; height: calc(100dvh - 64px); min-height: 520px; font-family: ${FONT}; }
.boot-chat-side { display: none; flex-direction: column; width: 300px; flex-shrink: 0; box-sizing: border-box; border-right: 1px solid var(--boot-divider); background: var(--boot-paper); }
.boot-chat-side-head { box-sizing: border-box; height: 56px; padding: 14px 16px; border-bottom: 1px solid var(--boot-divider); font-weight: 700; line-height: 28px; }
.boot-chat-side p { margin: 0; padding: 16px; color: var(--boot-text2); font-size: 14px; line-height: 1.43; }
.boot-chat-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.boot-chat-head { display: flex; align-items: center; gap: 8px; padding: 10px 12px; background: var(--boot-paper); border-bottom: 1px solid var(--boot-divider); }
.boot-chat-menu { display: flex; align-items: center; justify-content: center; width: 40px; height: 40px; flex-shrink: 0; color: var(--boot-icon); }
.boot-chat-title { flex: 1; min-width: 0; }
.boot-chat-title h1, .boot-chat-title p { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.boot-chat-title h1 { font-size: 15px; line-height: 1.25; font-weight: 700; }
.boot-chat-title p { color: var(--boot-text2); font-size: 14px; line-height: 1.43; }
.boot-chat-scroll { flex: 1; overflow-y: auto; padding: 16px 12px; }
.boot-chat-column { max-width: 1040px; margin: 0 auto; }
.boot-panel { display: flex; align-items: center; justify-content: space-between; height: 48px; padding: 0 16px; border: 1px solid var(--boot-divider); border-bottom: 0; background: var(--boot-paper); font-weight: 600; line-height: 24px; }
.boot-panel svg { color: var(--boot-icon); }
.boot-panel:first-child { border-radius: 10px 10px 0 0; }
.boot-panel:last-child { border-bottom: 1px solid var(--boot-divider); border-radius: 0 0 10px 10px; }
.boot-alert { display: flex; margin-top: 16px; padding: 6px 16px; border-radius: 10px; background: var(--boot-info-bg); color: var(--boot-info-text); font-size: 14px; line-height: 1.43; }
.boot-alert-icon { display: flex; padding: 7px 0; margin-right: 12px; color: var(--boot-info-icon); }
.boot-alert-message { min-width: 0; padding: 8px 0; overflow: auto; }
.boot-alert-action { display: flex; align-items: flex-start; padding: 4px 0 0 16px; margin: 0 -8px 0 auto; }
.boot-alert-action a { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; min-width: 64px; padding: 4px 5px; border-radius: 10px; color: inherit; font-size: 13px; font-weight: 600; line-height: 1.75; text-decoration: none; }
.boot-chat-foot { padding: 8px 12px 4px; background: var(--boot-paper); border-top: 1px solid var(--boot-divider); }
.boot-chat-input { display: flex; align-items: flex-end; gap: 4px; max-width: 1040px; margin: 0 auto; box-sizing: border-box; padding: 6px 12px; border: 1px solid var(--boot-divider); border-radius: 30px; }
.boot-chat-input span { flex: 1; padding: 6px 0; color: var(--boot-placeholder); font-size: 15px; line-height: 1.4375; }
.boot-chat-input svg { margin: 8px; color: var(--boot-disabled); }
.boot-chat-count { max-width: 1040px; margin: 2px auto 0; padding-right: 8px; box-sizing: border-box; text-align: right; color: var(--boot-text2); font-size: 12px; line-height: 1.66; }
@media (min-width: 600px) {
  .boot-chat-head { padding: 10px 24px; }
  .boot-chat-title h1 { font-size: 20px; }
  .boot-chat-scroll { padding: 16px 24px; }
  .boot-chat-foot { padding: 8px 24px 4px; }
}
@media (min-width: 900px) {
  .boot-chat-side { display: flex; }
  .boot-chat-menu { display: none; }
}`;

/** Text for HTML element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** /assistant as AssistantPage first draws it; `signedIn` leaves out the visitor's notices. */
export function assistantShellHtml(signedIn: boolean): string {
  const panels = [CHAT_TEXT.datasetsPanel, CHAT_TEXT.howToQueryPanel, CHAT_TEXT.savedPromptsPanel]
    .map((title) => `<div class="boot-panel"><span>${escapeHtml(title)}</span>${icon(EXPAND_ICON, 24)}</div>`)
    .join('');
  const notice = signedIn
    ? ''
    : `<div class="boot-alert" role="alert"><div class="boot-alert-icon">${icon(INFO_ICON, 22)}</div>` +
      `<div class="boot-alert-message">${escapeHtml(`${CHAT_MESSAGES.signInNeeded}: ${CHAT_TEXT.signInToAsk}`)}</div>` +
      `<div class="boot-alert-action"><a href="/login?redirect=/assistant">Sign in</a></div></div>`;
  return (
    `<style>${ASSISTANT_STYLE}</style>` +
    `<div class="boot-chat">` +
    `<aside class="boot-chat-side" aria-label="${CHAT_TEXT.chats}"><div class="boot-chat-side-head">${CHAT_TEXT.chats}</div>` +
    (signedIn ? '' : `<p>${escapeHtml(CHAT_TEXT.signInToKeepChats)}</p>`) +
    `</aside>` +
    `<section class="boot-chat-main">` +
    `<div class="boot-chat-head"><div class="boot-chat-menu">${icon(MENU_OPEN_ICON, 24)}</div>` +
    `<div class="boot-chat-title"><h1>${escapeHtml(CHAT_TEXT.header)}</h1><p>${escapeHtml(CHAT_TEXT.newChat)}</p></div></div>` +
    `<div class="boot-chat-scroll"><div class="boot-chat-column"><div>${panels}</div>${notice}</div></div>` +
    `<div class="boot-chat-foot"><div class="boot-chat-input"><span>${escapeHtml(CHAT_TEXT.inputPlaceholder)}</span>${icon(SEND_ICON, 24)}</div>` +
    `<div class="boot-chat-count">0/${CHAT_MAX_INPUT}</div></div>` +
    `</section></div>`
  );
}

/** LandingPage's top: the first slide (its art and the slider's controls come with React) and the intro under it. */
const LANDING_STYLE = `
.boot-landing { font-family: ${FONT}; }
.boot-hero-wrap { box-sizing: border-box; max-width: 1536px; margin: 0 auto; }
.boot-hero { height: ${LAYOUT.carouselHeight}px; overflow: hidden; color: #fff; }
.boot-slide { box-sizing: border-box; display: grid; grid-template-columns: 1fr; align-items: center; gap: 32px; height: 100%; max-width: 1160px; margin: 0 auto; padding: 32px 24px 72px; }
.boot-slide > div { min-width: 0; }
.boot-overline { margin: 0; font-size: 12px; font-weight: 700; line-height: 2.66; letter-spacing: 0.12em; text-transform: uppercase; }
.boot-slide .boot-overline { margin-bottom: 8px; opacity: 0.85; }
.boot-slide h2 { margin: 0 0 16px; font-size: 1.7rem; font-weight: 800; line-height: 1.15; letter-spacing: -0.02em; }
.boot-slide-body { margin: 0 0 28px; max-width: 540px; font-size: 1rem; line-height: 1.5; opacity: 0.9; }
.boot-slide a { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; min-width: 64px; padding: 8px 22px; border-radius: 10px; background: #fff; color: #141a2e; font-size: 15px; font-weight: 600; line-height: 1.75; text-decoration: none; }
.boot-landing-intro { box-sizing: border-box; max-width: 1200px; margin: 0 auto; padding: 40px 16px; }
.boot-landing-intro .boot-overline { color: var(--boot-secondary); }
.boot-landing-intro h2 { margin: 0 0 8px; font-size: 1.6rem; font-weight: 700; line-height: 1.235; letter-spacing: -0.01em; }
.boot-landing-lead { margin: 0 0 32px; max-width: 720px; color: var(--boot-text2); font-size: 1rem; line-height: 1.5; }
@media (min-width: 600px) {
  .boot-hero-wrap { padding: 24px 24px 0; }
  .boot-hero { border-radius: 50px; }
  .boot-slide { padding: 48px 80px 56px; }
  .boot-slide h2 { font-size: 2.3rem; }
  .boot-slide-body { font-size: 1.1rem; }
  .boot-landing-intro { padding: 56px 24px; }
  .boot-landing-intro h2 { font-size: 2.125rem; }
}
@media (min-width: 900px) {
  .boot-slide { grid-template-columns: 1.15fr 0.85fr; }
  .boot-slide h2 { font-size: 2.7rem; }
}
@media (min-width: 1200px) {
  .boot-landing { margin-left: 240px; }
}`;

/** `/` as LandingPage first draws it for a visitor, with the bottom bar of the phone layout. */
export function landingShellHtml(): string {
  const slide = LANDING_SLIDES_COPY[0]!;
  const actions = slide.actions.slice(0, 1).map((action) => `<a href="${escapeHtml(action.to)}">${escapeHtml(action.label)}</a>`).join('');
  return (
    `<style>${LANDING_STYLE}</style>` +
    `<div class="boot-landing">` +
    `<div class="boot-hero-wrap"><div class="boot-hero" style="background: ${escapeHtml(slide.background)}"><div class="boot-slide"><div>` +
    `<p class="boot-overline">${escapeHtml(slide.overline)}</p><h2>${escapeHtml(slide.title)}</h2>` +
    `<p class="boot-slide-body">${escapeHtml(slide.body)}</p><div>${actions}</div>` +
    `</div></div></div></div>` +
    `<div class="boot-landing-intro"><p class="boot-overline">${escapeHtml(LANDING_INTRO.overline)}</p>` +
    `<h2>${escapeHtml(LANDING_INTRO.heading)}</h2><p class="boot-landing-lead">${escapeHtml(LANDING_INTRO.lead)}</p></div>` +
    `</div><div class="boot-nav"></div>`
  );
}
