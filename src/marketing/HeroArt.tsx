import m from './marketing.module.css';

const ROWS = [0, 1, 2, 3, 4];
const BARS = [46, 72, 58, 90, 66, 104];

/**
 * The right half of a wide hero: a drawing of the four products together (a grid, a bar
 * chart, a calendar, a tree), in the theme's colours. Decorative, server-rendered SVG: no
 * JavaScript, hidden from assistive technology and below 1100 px.
 */
export function HeroArt() {
  return (
    <svg className={m.heroArt} viewBox="0 0 440 340" aria-hidden="true" focusable="false">
      {/* Data Grid */}
      <g className={m.artCard}>
        <rect x="0.5" y="0.5" width="300" height="220" rx="14" />
      </g>
      <rect x="16" y="18" width="268" height="26" rx="6" className={m.artMuted} />
      {ROWS.map((row) => (
        <g key={row} transform={`translate(16 ${58 + row * 31})`}>
          <rect width="18" height="10" rx="3" y="5" className={row === 1 ? m.artAccent : m.artLine} />
          <rect x="32" width={96 - (row % 3) * 14} height="10" rx="5" y="5" className={m.artLine} />
          <rect x="160" width="48" height="10" rx="5" y="5" className={m.artLine} />
          <rect x="224" width="44" height="10" rx="5" y="5" className={m.artLine} />
          <rect y="25" width="268" height="1" className={m.artMuted} />
        </g>
      ))}
      {/* Charts */}
      <g className={m.artCard}>
        <rect x="228.5" y="128.5" width="210" height="150" rx="14" />
      </g>
      {BARS.map((height, i) => (
        <rect
          key={i}
          x={248 + i * 30}
          y={262 - height}
          width="18"
          height={height}
          rx="4"
          className={i === 3 ? m.artAccent : m.artAccentSoft}
        />
      ))}
      {/* Date picker */}
      <g className={m.artCard}>
        <rect x="40.5" y="238.5" width="170" height="100" rx="14" />
      </g>
      {[0, 1, 2].map((week) =>
        [0, 1, 2, 3, 4, 5].map((day) => (
          <circle
            key={`${week}-${day}`}
            cx={62 + day * 25}
            cy={264 + week * 26}
            r="8"
            className={week === 1 && day === 2 ? m.artAccent : m.artMuted}
          />
        )),
      )}
    </svg>
  );
}
