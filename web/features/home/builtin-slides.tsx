import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import classes from './builtin-slides.module.css';

interface SlideArt {
  id: string;
  from: string;
  to: string;
  decor: ReactNode;
}

/** Shown while the site has no carousel pictures of its own: drawn art, no external images. */
function Slide({ art, title, subtitle }: { art: SlideArt; title: string; subtitle: string }) {
  return (
    <div className={classes.slide}>
      <svg className={classes.art} viewBox="0 0 1200 450" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">
        <defs>
          <linearGradient id={`slide-${art.id}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={art.from} />
            <stop offset="1" stopColor={art.to} />
          </linearGradient>
        </defs>
        <rect width="1200" height="450" fill={`url(#slide-${art.id})`} />
        <g className={classes.decor}>{art.decor}</g>
      </svg>
      <div className={classes.text}>
        <h2 className={classes.title}>{title}</h2>
        <p className={classes.subtitle}>{subtitle}</p>
      </div>
    </div>
  );
}

const practiceArt: SlideArt = {
  id: 'practice',
  from: '#364fc7',
  to: '#7048e8',
  decor: (
    <>
      <circle cx="1010" cy="90" r="180" fill="#fff" fillOpacity="0.06" />
      <circle cx="860" cy="400" r="120" fill="#fff" fillOpacity="0.05" />
      <g transform="translate(720 110)">
        <rect width="380" height="240" rx="18" fill="#1b1f3b" fillOpacity="0.55" />
        <circle cx="26" cy="24" r="6" fill="#ff8787" />
        <circle cx="46" cy="24" r="6" fill="#ffd43b" />
        <circle cx="66" cy="24" r="6" fill="#69db7c" />
        {[
          { x: 28, y: 64, width: 150, color: '#91a7ff' },
          { x: 52, y: 96, width: 210, color: '#e599f7' },
          { x: 52, y: 128, width: 170, color: '#fff' },
          { x: 76, y: 160, width: 120, color: '#63e6be' },
          { x: 52, y: 192, width: 90, color: '#fff' },
        ].map((line) => (
          <rect key={line.y} x={line.x} y={line.y} width={line.width} height="14" rx="7" fill={line.color} fillOpacity="0.8" />
        ))}
      </g>
      <g transform="translate(1040 330)">
        <circle r="46" fill="#40c057" />
        <path d="M-20 0l14 14 26-28" fill="none" stroke="#fff" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </>
  ),
};

const judgeArt: SlideArt = {
  id: 'judge',
  from: '#0b7285',
  to: '#1c7ed6',
  decor: (
    <>
      <circle cx="980" cy="380" r="220" fill="#fff" fillOpacity="0.05" />
      <g transform="translate(740 90)" fill="#fff">
        {[
          { x: 0, top: 150, opacity: 0.35 },
          { x: 80, top: 90, opacity: 0.5 },
          { x: 160, top: 30, opacity: 0.75 },
          { x: 240, top: 120, opacity: 0.45 },
        ].map((bar) => (
          <rect key={bar.x} x={bar.x} y={bar.top} width="56" height={270 - bar.top} rx="10" fillOpacity={bar.opacity} />
        ))}
      </g>
      <g transform="translate(928 52)">
        <path d="M-34 0h68v26c0 26-15 44-34 44s-34-18-34-44z" fill="#ffd43b" />
        <path d="M-34 8h-18c0 22 10 32 24 34M34 8h18c0 22-10 32-24 34" fill="none" stroke="#ffd43b" strokeWidth="7" />
        <rect x="-8" y="70" width="16" height="18" fill="#ffd43b" />
        <rect x="-26" y="88" width="52" height="10" rx="3" fill="#ffd43b" />
      </g>
    </>
  ),
};

const testArt: SlideArt = {
  id: 'test',
  from: '#d9480f',
  to: '#c2255c',
  decor: (
    <>
      <g stroke="#fff" strokeOpacity="0.35" strokeWidth="3">
        <path d="M820 140L960 90M820 140L900 280M960 90L1080 200M900 280L1080 200M900 280L760 330M1080 200L1110 360" />
      </g>
      <g fill="#fff">
        {[
          [820, 140, 26],
          [960, 90, 20],
          [900, 280, 34],
          [1080, 200, 24],
          [760, 330, 18],
          [1110, 360, 16],
        ].map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fillOpacity="0.85" />
        ))}
      </g>
      <circle cx="200" cy="-40" r="200" fill="#fff" fillOpacity="0.05" />
    </>
  ),
};

/**
 * The slides promise only what the site has today: the problem bank, judging and the online test.
 * Contests, trainings, groups, discussions and rankings get a slide back in the change that builds
 * their screens (decision 17), never before.
 */
export function useBuiltinSlides(): { key: string; content: ReactNode }[] {
  const { _ } = useLingui();
  return [
    { key: 'practice', content: <Slide art={practiceArt} title={_('Slide_Practice_Title')} subtitle={_('Slide_Practice_Subtitle')} /> },
    { key: 'judge', content: <Slide art={judgeArt} title={_('Slide_Judge_Title')} subtitle={_('Slide_Judge_Subtitle')} /> },
    { key: 'test', content: <Slide art={testArt} title={_('Slide_Test_Title')} subtitle={_('Slide_Test_Subtitle')} /> },
  ];
}
