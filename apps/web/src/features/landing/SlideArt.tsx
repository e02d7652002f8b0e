/** Decorative illustrations for the landing slides, drawn in SVG (no image files). */
import type { ReactNode } from 'react';

const panel = { fill: 'rgba(255,255,255,0.10)', stroke: 'rgba(255,255,255,0.28)', strokeWidth: 1.5 } as const;

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 360 280"
      width="100%"
      style={{ maxWidth: 400, height: 'auto' }}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function PassiveArt() {
  const bars = [70, 95, 88, 120, 150, 175];
  return (
    <Frame>
      <rect x="20" y="20" width="320" height="230" rx="22" {...panel} />
      {bars.map((h, i) => (
        <rect key={i} x={52 + i * 46} y={220 - h} width="26" height={h} rx="7" fill="rgba(255,255,255,0.22)" />
      ))}
      <path
        d="M48 170 C 100 150, 120 160, 160 130 S 240 95, 312 52"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="312" cy="52" r="8" fill="#ffd54f" stroke="#fff" strokeWidth="3" />
      {[0, 1, 2].map((i) => (
        <ellipse key={i} cx="300" cy={232 - i * 12} rx="30" ry="9" fill="#ffca28" stroke="#ff8f00" strokeWidth="2" />
      ))}
    </Frame>
  );
}

export function StockPickingArt() {
  const candles = [
    { o: 180, c: 150, h: 140, l: 190 },
    { o: 150, c: 165, h: 145, l: 175 },
    { o: 165, c: 130, h: 120, l: 170 },
    { o: 130, c: 110, h: 100, l: 140 },
    { o: 110, c: 125, h: 102, l: 132 },
    { o: 125, c: 95, h: 85, l: 130 },
    { o: 95, c: 70, h: 60, l: 100 },
  ];
  return (
    <Frame>
      <rect x="20" y="20" width="320" height="230" rx="22" {...panel} />
      {candles.map((k, i) => {
        const x = 55 + i * 36;
        const up = k.c < k.o;
        const top = Math.min(k.o, k.c);
        return (
          <g key={i}>
            <line x1={x + 9} x2={x + 9} y1={k.h} y2={k.l} stroke="rgba(255,255,255,0.8)" strokeWidth="2" />
            <rect x={x} y={top} width="18" height={Math.abs(k.o - k.c)} rx="3" fill={up ? '#69f0ae' : '#ff8a80'} />
          </g>
        );
      })}
      <circle cx="270" cy="95" r="42" fill="rgba(255,255,255,0.08)" stroke="#fff" strokeWidth="6" />
      <line x1="300" y1="125" x2="330" y2="158" stroke="#fff" strokeWidth="10" strokeLinecap="round" />
    </Frame>
  );
}

export function AssistantArt() {
  return (
    <Frame>
      <rect x="130" y="28" width="200" height="64" rx="18" fill="rgba(255,255,255,0.92)" />
      <rect x="150" y="48" width="140" height="8" rx="4" fill="#5c6bc0" />
      <rect x="150" y="66" width="96" height="8" rx="4" fill="#9fa8da" />
      <rect x="30" y="112" width="250" height="140" rx="20" {...panel} />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect x="52" y={136 + row * 26} width="90" height="10" rx="5" fill="rgba(255,255,255,0.55)" />
          <rect x="160" y={136 + row * 26} width={30 + ((row * 37) % 60)} height="10" rx="5" fill="#80cbc4" />
        </g>
      ))}
      <path d="M312 150 l7 17 17 7 -17 7 -7 17 -7 -17 -17 -7 17 -7 z" fill="#ffd54f" />
      <circle cx="60" cy="58" r="26" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M60 42 v16 l10 8" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </Frame>
  );
}

export function EnterpriseArt() {
  return (
    <Frame>
      <rect
        x="24"
        y="24"
        width="312"
        height="232"
        rx="24"
        fill="none"
        stroke="rgba(255,255,255,0.45)"
        strokeWidth="2"
        strokeDasharray="8 8"
      />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="70" y={60 + i * 58} width="170" height="44" rx="10" {...panel} />
          <circle cx="92" cy={82 + i * 58} r="6" fill={i === 1 ? '#ffd54f' : '#69f0ae'} />
          <rect x="110" y={78 + i * 58} width="100" height="8" rx="4" fill="rgba(255,255,255,0.5)" />
        </g>
      ))}
      <path d="M290 92 l36 14 v30 c0 26 -16 44 -36 52 c-20 -8 -36 -26 -36 -52 v-30 z" fill="rgba(255,255,255,0.92)" />
      <path
        d="M276 140 l10 10 20 -22"
        fill="none"
        stroke="#1e293b"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Frame>
  );
}
