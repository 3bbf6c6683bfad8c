/*
 * Cover art for the blog, drawn from the post's category: a colour per category and a pictogram
 * per kind of article, on a quiet road motif. Pure shapes (no text, no fonts), so it renders the
 * same everywhere and stays small once compressed.
 */

/** The widths the covers are rendered at, for srcset (16:9). */
export const COVER_WIDTHS = [480, 800, 1200];

type Pictogram = 'car' | 'shield' | 'scale' | 'chart' | 'document' | 'chat' | 'star' | 'map' | 'box' | 'receipt';

const STYLE: Record<string, { hue: number; pictogram: Pictogram }> = {
  'Case Study': { hue: 200, pictogram: 'document' },
  Guide: { hue: 210, pictogram: 'map' },
  'Legal Guide': { hue: 250, pictogram: 'scale' },
  'Platform Guide': { hue: 190, pictogram: 'car' },
  'Legal Rights': { hue: 260, pictogram: 'scale' },
  'Safety Guide': { hue: 150, pictogram: 'shield' },
  'Customer Service': { hue: 30, pictogram: 'chat' },
  'Compliance Guide': { hue: 170, pictogram: 'document' },
  'Tax Compliance': { hue: 120, pictogram: 'receipt' },
  'Performance Guide': { hue: 220, pictogram: 'chart' },
  'Legal Defense': { hue: 275, pictogram: 'shield' },
  'Strategic Recovery': { hue: 180, pictogram: 'map' },
  'Trend Analysis': { hue: 230, pictogram: 'chart' },
  'Appeal Strategy': { hue: 15, pictogram: 'document' },
  'Technical Issues': { hue: 205, pictogram: 'map' },
  'Communication Strategy': { hue: 35, pictogram: 'chat' },
  'Amazon Flex': { hue: 28, pictogram: 'box' },
  'Prevention Guide': { hue: 140, pictogram: 'shield' },
  'Success Stories': { hue: 45, pictogram: 'star' },
  'Strategy Guide': { hue: 195, pictogram: 'chart' },
  'Platform Comparison': { hue: 240, pictogram: 'car' },
};

const PICTOGRAMS: Record<Pictogram, string> = {
  car: '<path d="M-90 20 L-70 -30 Q-64 -45 -48 -45 L48 -45 Q64 -45 70 -30 L90 20 Q100 22 100 35 L100 60 L-100 60 L-100 35 Q-100 22 -90 20 Z"/><circle cx="-55" cy="62" r="22" fill="#ffffff"/><circle cx="55" cy="62" r="22" fill="#ffffff"/>',
  shield:
    '<path d="M0 -90 L80 -60 L80 0 Q80 60 0 95 Q-80 60 -80 0 L-80 -60 Z"/><path d="M-32 0 L-8 24 L36 -24" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>',
  scale:
    '<rect x="-6" y="-80" width="12" height="150" rx="6"/><rect x="-90" y="-70" width="180" height="12" rx="6"/><path d="M-70 -58 L-100 10 L-40 10 Z"/><path d="M70 -58 L40 10 L100 10 Z"/><rect x="-50" y="66" width="100" height="16" rx="8"/>',
  chart:
    '<rect x="-90" y="20" width="40" height="60" rx="6"/><rect x="-30" y="-20" width="40" height="100" rx="6"/><rect x="30" y="-70" width="40" height="150" rx="6"/><path d="M-100 -10 L-40 -50 L10 -30 L90 -95" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>',
  document:
    '<path d="M-65 -90 L35 -90 L75 -50 L75 90 L-65 90 Z"/><rect x="-40" y="-40" width="90" height="12" rx="6" fill="#ffffff"/><rect x="-40" y="-5" width="90" height="12" rx="6" fill="#ffffff"/><rect x="-40" y="30" width="60" height="12" rx="6" fill="#ffffff"/>',
  chat: '<path d="M-95 -70 Q-95 -85 -80 -85 L80 -85 Q95 -85 95 -70 L95 25 Q95 40 80 40 L-20 40 L-60 80 L-55 40 L-80 40 Q-95 40 -95 25 Z"/><circle cx="-40" cy="-22" r="11" fill="#ffffff"/><circle cx="0" cy="-22" r="11" fill="#ffffff"/><circle cx="40" cy="-22" r="11" fill="#ffffff"/>',
  star: '<path d="M0 -95 L25 -30 L95 -30 L38 12 L60 85 L0 42 L-60 85 L-38 12 L-95 -30 L-25 -30 Z"/>',
  map: '<path d="M0 -95 Q60 -95 60 -35 Q60 10 0 90 Q-60 10 -60 -35 Q-60 -95 0 -95 Z"/><circle cx="0" cy="-35" r="24" fill="#ffffff"/>',
  box: '<path d="M0 -90 L85 -50 L85 50 L0 90 L-85 50 L-85 -50 Z"/><path d="M-85 -50 L0 -10 L85 -50 M0 -10 L0 90" fill="none" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/>',
  receipt:
    '<path d="M-65 -90 L65 -90 L65 90 L45 75 L25 90 L5 75 L-15 90 L-35 75 L-55 90 L-65 82 Z"/><rect x="-40" y="-55" width="80" height="12" rx="6" fill="#ffffff"/><rect x="-40" y="-20" width="80" height="12" rx="6" fill="#ffffff"/><rect x="-40" y="15" width="50" height="12" rx="6" fill="#ffffff"/>',
};

export function coverSvg(category: string): string {
  const { hue, pictogram } = STYLE[category] ?? { hue: 205, pictogram: 'map' as const };
  const dark = `hsl(${hue} 55% 24%)`;
  const mid = `hsl(${hue} 50% 38%)`;
  const light = `hsl(${(hue + 25) % 360} 60% 62%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="260" fill="${light}" opacity="0.18"/>
  <circle cx="140" cy="620" r="220" fill="${light}" opacity="0.14"/>
  <path d="M-40 560 C 260 420, 420 640, 700 500 S 1100 380, 1260 440" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="46" stroke-linecap="round"/>
  <path d="M-40 560 C 260 420, 420 640, 700 500 S 1100 380, 1260 440" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" stroke-dasharray="26 22"/>
  <g transform="translate(600 300) scale(1.35)" fill="${light}">
    <circle r="150" fill="#ffffff" opacity="0.12"/>
    ${PICTOGRAMS[pictogram]}
  </g>
</svg>`;
}
