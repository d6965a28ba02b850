/**
 * The prayer card templates' art, drawn here as SVG and rasterised with sharp at print resolution
 * (750 x 1275 px: 2.5 x 4.25 in at 300 dpi). Every picture is made by the project; no photograph or
 * font is needed (no text in the art), so librsvg draws the same picture on every machine.
 * Each front leaves its top fifth calm and light: the front's title is drawn there in dark ink.
 */
export const ART_W = 750;
export const ART_H = 1275;

/** A small deterministic random source, so the art is the same on every start. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const f = (n: number) => n.toFixed(1);

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_W}" height="${ART_H}" viewBox="0 0 ${ART_W} ${ART_H}"><defs>${defs}</defs>${body}</svg>`;

/** The light band at the top where the front title sits (fades into the art). */
const titleVeil = (color = '#fffaf3', opacity = 0.92) =>
  `<linearGradient id="veil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.16" stop-color="${color}" stop-opacity="${opacity * 0.85}"/><stop offset="0.27" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
const veilRect = '<rect width="750" height="1275" fill="url(#veil)"/>';
/** A thin inner frame, as printed cards have. */
const frame = (color: string, opacity = 0.55) =>
  `<rect x="14" y="14" width="722" height="1247" rx="16" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="3"/>`;

function rose(cx: number, cy: number, r: number, petal: string, deep: string, light: string): string {
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${petal}"/>`;
  // Petals as overlapping arcs spiralling in: darker towards the heart.
  for (let ring = 0; ring < 4; ring++) {
    const rr = r * (1 - ring * 0.22);
    const n = 5 + ring;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + ring * 0.6;
      const px = cx + Math.cos(a) * rr * 0.35;
      const py = cy + Math.sin(a) * rr * 0.35;
      out += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rr * 0.62)}" ry="${f(rr * 0.42)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(px)} ${f(py)})" fill="${ring % 2 ? light : petal}" stroke="${deep}" stroke-opacity="0.35" stroke-width="2"/>`;
    }
  }
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.16)}" fill="${deep}" opacity="0.55"/>`;
  return out;
}

function leaf(x: number, y: number, len: number, angle: number, fill: string, vein: string): string {
  const w = len * 0.42;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 C ${f(w)} ${f(-len * 0.25)} ${f(w * 0.8)} ${f(-len * 0.8)} 0 ${f(-len)} C ${f(-w * 0.8)} ${f(-len * 0.8)} ${f(-w)} ${f(-len * 0.25)} 0 0 Z" fill="${fill}"/><path d="M0 0 L0 ${f(-len * 0.92)}" stroke="${vein}" stroke-width="2" opacity="0.6"/></g>`;
}

function gardenRoses(): string {
  const r = rng(11);
  let body = '<rect width="750" height="1275" fill="url(#bg)"/>';
  // Soft bokeh of light.
  for (let i = 0; i < 26; i++)
    body += `<circle cx="${f(r() * 750)}" cy="${f(300 + r() * 900)}" r="${f(20 + r() * 60)}" fill="#ffffff" opacity="${f(0.05 + r() * 0.12)}"/>`;
  const leaves = [
    [150, 1010, 150, -40],
    [600, 980, 160, 35],
    [380, 1180, 170, 5],
    [90, 760, 120, -70],
    [680, 720, 130, 70],
    [260, 860, 130, -20],
    [500, 860, 130, 25],
  ] as const;
  for (const [x, y, l, a] of leaves) body += leaf(x, y, l, a, '#6f8f6a', '#3f5a3b');
  body += rose(240, 930, 120, '#e9a3ad', '#9c3d52', '#f4c6cc');
  body += rose(500, 1000, 140, '#d9818f', '#8a2f45', '#efb3bc');
  body += rose(380, 760, 100, '#f2b9c0', '#a4485e', '#fbdde0');
  body += rose(620, 800, 70, '#eaa0ab', '#9c3d52', '#f7ccd2');
  body += rose(120, 1130, 80, '#f0b0b9', '#9c3d52', '#fad6da');
  body += veilRect + frame('#a4485e');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf2ef"/><stop offset="0.5" stop-color="#f6d9d9"/><stop offset="1" stop-color="#e7b9bf"/></linearGradient>${titleVeil()}`;
  return svg(defs, body);
}

function dove(x: number, y: number, s: number, fill: string): string {
  // A dove in flight: body, two raised wings, a fanned tail and an olive sprig.
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})" fill="${fill}">
    <path d="M-20 10 C 20 -10 80 -5 120 10 C 95 25 50 35 10 32 C -10 30 -25 22 -20 10 Z"/>
    <path d="M30 8 C 10 -60 -30 -120 -110 -150 C -60 -100 -40 -50 -20 5 Z" opacity="0.95"/>
    <path d="M55 6 C 60 -60 90 -130 170 -175 C 140 -110 120 -50 85 10 Z" opacity="0.9"/>
    <path d="M-20 14 C -60 10 -95 25 -125 50 C -85 48 -55 42 -15 28 Z"/>
    <circle cx="122" cy="6" r="4" fill="#5a4a3a"/>
    <path d="M130 12 L150 16 L130 19 Z" fill="#c9956a"/>
    <path d="M148 18 C 165 30 175 45 180 62" stroke="#6f8f6a" stroke-width="4" fill="none"/>
    <ellipse cx="168" cy="36" rx="9" ry="4" transform="rotate(40 168 36)" fill="#7c9b70"/>
    <ellipse cx="178" cy="52" rx="9" ry="4" transform="rotate(65 178 52)" fill="#7c9b70"/>
  </g>`;
}

function doveAtDawn(): string {
  const r = rng(23);
  let body = '<rect width="750" height="1275" fill="url(#sky)"/><circle cx="375" cy="1020" r="260" fill="url(#sun)"/>';
  for (let i = 0; i < 7; i++) {
    const y = 620 + i * 70 + r() * 30;
    body += `<ellipse cx="${f(100 + r() * 550)}" cy="${f(y)}" rx="${f(160 + r() * 160)}" ry="${f(16 + r() * 14)}" fill="#ffffff" opacity="${f(0.18 + r() * 0.2)}"/>`;
  }
  body += '<path d="M0 1130 C 180 1080 320 1110 420 1090 C 560 1060 660 1080 750 1060 L750 1275 L0 1275 Z" fill="#b79bb3" opacity="0.55"/>';
  body += '<path d="M0 1190 C 220 1150 420 1190 750 1140 L750 1275 L0 1275 Z" fill="#8e7590" opacity="0.6"/>';
  body += dove(300, 640, 1.45, '#ffffff');
  body += veilRect + frame('#8e7590');
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe6f3"/><stop offset="0.45" stop-color="#f3d3d6"/><stop offset="0.8" stop-color="#fbd7b0"/><stop offset="1" stop-color="#f6c38f"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff6dc" stop-opacity="1"/><stop offset="0.35" stop-color="#ffe3b0" stop-opacity="0.85"/><stop offset="1" stop-color="#ffd6a0" stop-opacity="0"/></radialGradient>${titleVeil()}`;
  return svg(defs, body);
}

function calmSea(): string {
  const r = rng(37);
  let body =
    '<rect width="750" height="1275" fill="url(#sky)"/><circle cx="375" cy="760" r="90" fill="#fff4d8" opacity="0.9"/><circle cx="375" cy="760" r="170" fill="#fff4d8" opacity="0.18"/>';
  body += '<rect y="800" width="750" height="475" fill="url(#sea)"/>';
  // The sun's path on the water, and long low swells.
  for (let i = 0; i < 26; i++) {
    const y = 815 + i * 17 + i * i * 0.35;
    const w = 40 + i * 9 + r() * 30;
    body += `<rect x="${f(375 - w / 2 + (r() - 0.5) * 30)}" y="${f(y)}" width="${f(w)}" height="${f(3 + i * 0.25)}" rx="2" fill="#fff4d8" opacity="${f(0.55 - i * 0.016)}"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const y = 840 + i * 30 + i * i;
    body += `<path d="M0 ${f(y)} Q 187 ${f(y - 8)} 375 ${f(y)} T 750 ${f(y)}" stroke="#ffffff" stroke-opacity="${f(0.12 + r() * 0.1)}" stroke-width="2" fill="none"/>`;
  }
  body += '<path d="M0 800 L750 800" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>';
  // Two gulls far off.
  body +=
    '<path d="M500 560 q 14 -12 28 0 q 14 -12 28 0" stroke="#55707f" stroke-width="3" fill="none"/><path d="M560 610 q 10 -9 20 0 q 10 -9 20 0" stroke="#55707f" stroke-width="3" fill="none"/>';
  body += veilRect + frame('#3e6f86');
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef4f7"/><stop offset="0.55" stop-color="#cfe3ec"/><stop offset="1" stop-color="#f7e2c4"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8c9"/><stop offset="1" stop-color="#2f5f78"/></linearGradient>${titleVeil()}`;
  return svg(defs, body);
}

function ridge(points: number, base: number, amp: number, seed: number): string {
  const r = rng(seed);
  let d = `M0 ${f(base)}`;
  for (let i = 1; i <= points; i++) {
    const x = (i / points) * 750;
    const y = base - amp * (0.35 + r() * 0.65) * (i % 2 ? 1 : 0.45);
    d += ` L${f(x)} ${f(y)}`;
  }
  return `${d} L750 1275 L0 1275 Z`;
}

function mountainSunrise(): string {
  let body =
    '<rect width="750" height="1275" fill="url(#sky)"/><circle cx="430" cy="760" r="120" fill="#fff1c9"/><circle cx="430" cy="760" r="220" fill="#fff1c9" opacity="0.25"/>';
  for (let i = 0; i < 9; i++)
    body += `<path d="M430 760 L${f(430 + Math.cos(-Math.PI / 2 + (i - 4) * 0.28) * 900)} ${f(760 + Math.sin(-Math.PI / 2 + (i - 4) * 0.28) * 900)}" stroke="#fff5da" stroke-opacity="0.22" stroke-width="26"/>`;
  const layers = [
    ['#b8a6c9', 820, 260, 5],
    ['#9384ad', 900, 220, 17],
    ['#6e6690', 990, 200, 29],
    ['#4f4d70', 1090, 170, 41],
    ['#37395a', 1180, 120, 53],
  ] as const;
  for (const [color, base, amp, seed] of layers) body += `<path d="${ridge(9, base, amp, seed)}" fill="${color}"/>`;
  // A mist over the valleys.
  body +=
    '<rect y="930" width="750" height="60" fill="#ffffff" opacity="0.12"/><rect y="1040" width="750" height="50" fill="#ffffff" opacity="0.1"/>';
  body += veilRect + frame('#4f4d70');
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ecf3"/><stop offset="0.4" stop-color="#f8d9c4"/><stop offset="0.7" stop-color="#f7c08e"/><stop offset="1" stop-color="#f09a6a"/></linearGradient>${titleVeil()}`;
  return svg(defs, body);
}

function lily(cx: number, cy: number, s: number, angle: number): string {
  let petals = '';
  for (let i = 0; i < 6; i++) {
    const a = i * 60 + (i % 2 ? 30 : 0) * 0;
    petals += `<path d="M0 0 C 22 -30 26 -90 0 -150 C -26 -90 -22 -30 0 0 Z" transform="rotate(${a})" fill="url(#petal)" stroke="#c9cdb8" stroke-width="2"/>`;
    petals += `<path d="M0 -10 L0 -120" transform="rotate(${a})" stroke="#d7c98f" stroke-width="2" opacity="0.7"/>`;
  }
  let stamens = '';
  for (let i = 0; i < 6; i++) {
    const a = ((i * 60 + 15) * Math.PI) / 180;
    const x = Math.cos(a) * 62;
    const y = Math.sin(a) * 62;
    stamens += `<path d="M0 0 L${f(x)} ${f(y)}" stroke="#b8b070" stroke-width="2.5"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="8" ry="4" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})" fill="#c98a3d"/>`;
  }
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${angle}) scale(${s})">${petals}${stamens}<circle r="10" fill="#e8e2b0"/></g>`;
}

function whiteLilies(): string {
  let body = '<rect width="750" height="1275" fill="url(#bg)"/>';
  const stems = [
    [230, 860, 160, 1275],
    [480, 820, 520, 1275],
    [600, 1030, 560, 1275],
  ] as const;
  for (const [x1, y1, x2, y2] of stems)
    body += `<path d="M${x1} ${y1} Q ${(x1 + x2) / 2 + 40} ${(y1 + y2) / 2} ${x2} ${y2}" stroke="#5f7d5a" stroke-width="9" fill="none"/>`;
  const leaves = [
    [170, 1230, 260, -25],
    [540, 1240, 280, 20],
    [330, 1275, 240, -5],
    [650, 1275, 200, 30],
    [80, 1275, 220, -40],
  ] as const;
  for (const [x, y, l, a] of leaves) body += leaf(x, y, l, a, '#6f8f6a', '#47603f');
  body += lily(230, 850, 1.35, -20) + lily(480, 800, 1.5, 15) + lily(600, 1020, 1.0, 40);
  // A bud.
  body +=
    '<path d="M360 690 C 380 640 380 580 360 540 C 340 580 340 640 360 690 Z" fill="#f4f1e4" stroke="#c9cdb8" stroke-width="2"/><path d="M360 690 Q 400 760 420 820" stroke="#5f7d5a" stroke-width="6" fill="none"/>';
  body += veilRect + frame('#5f7d5a');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6ee"/><stop offset="0.6" stop-color="#dfe8d6"/><stop offset="1" stop-color="#c4d3bb"/></linearGradient>
    <linearGradient id="petal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f1eedf"/></linearGradient>${titleVeil()}`;
  return svg(defs, body);
}

function celticCross(): string {
  const r = rng(71);
  let body = '<rect width="750" height="1275" fill="url(#stone)"/><circle cx="375" cy="700" r="330" fill="url(#glow)"/>';
  for (let i = 0; i < 300; i++)
    body += `<circle cx="${f(r() * 750)}" cy="${f(r() * 1275)}" r="${f(0.8 + r() * 2)}" fill="#8a7a60" opacity="${f(0.05 + r() * 0.12)}"/>`;
  const cross = `<path d="M345 380 L405 380 L405 560 L560 560 L560 620 L405 620 L405 1080 L345 1080 L345 620 L190 620 L190 560 L345 560 Z"/>`;
  body += `<g fill="#5c6b4e" opacity="0.18" transform="translate(8 10)">${cross}</g>`;
  body += `<circle cx="375" cy="590" r="115" fill="none" stroke="#5c6b4e" stroke-width="30" opacity="0.18" transform="translate(8 10)"/>`;
  body += `<circle cx="375" cy="590" r="115" fill="none" stroke="url(#metal)" stroke-width="30"/>`;
  body += `<g fill="url(#metal)">${cross}</g>`;
  // The interlace: a knot line over the ring and the arms.
  body += '<circle cx="375" cy="590" r="115" fill="none" stroke="#f5ecd2" stroke-width="4" stroke-dasharray="24 14" opacity="0.7"/>';
  body += '<path d="M375 390 L375 1070 M200 590 L550 590" stroke="#f5ecd2" stroke-width="4" stroke-dasharray="18 12" opacity="0.6"/>';
  body += '<circle cx="375" cy="590" r="34" fill="#f5ecd2" opacity="0.85"/><circle cx="375" cy="590" r="20" fill="#7b8a5e"/>';
  // Shamrock sprigs at the foot.
  for (const [x, y, s] of [
    [250, 1140, 1],
    [505, 1150, 0.9],
    [375, 1185, 0.8],
  ] as const) {
    body += `<g transform="translate(${x} ${y}) scale(${s})" fill="#6f8f5a">${[0, 120, 240].map((a) => `<path d="M0 0 C -30 -20 -30 -55 0 -45 C 30 -55 30 -20 0 0 Z" transform="rotate(${a})"/>`).join('')}<path d="M0 0 L10 40" stroke="#5a7548" stroke-width="4"/></g>`;
  }
  body += veilRect + frame('#6b7a55');
  const defs = `<linearGradient id="stone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1e4"/><stop offset="1" stop-color="#dfd4bb"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fffbe9" stop-opacity="0.95"/><stop offset="1" stop-color="#fffbe9" stop-opacity="0"/></radialGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9aa77c"/><stop offset="0.5" stop-color="#6f7f55"/><stop offset="1" stop-color="#4f5d3c"/></linearGradient>${titleVeil()}`;
  return svg(defs, body);
}

function maple(x: number, y: number, s: number, a: number, fill: string): string {
  const d =
    'M0 40 L4 10 L30 22 L24 4 L46 -4 L28 -14 L36 -40 L14 -30 L8 -56 L0 -36 L-8 -56 L-14 -30 L-36 -40 L-28 -14 L-46 -4 L-24 4 L-30 22 L-4 10 Z';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)}) scale(${f(s)})"><path d="${d}" fill="${fill}"/><path d="M0 40 L0 -36 M0 0 L26 -10 M0 0 L-26 -10" stroke="#6d3b1e" stroke-width="1.5" opacity="0.5"/></g>`;
}

function autumnLeaves(): string {
  const r = rng(89);
  const colors = ['#c8642b', '#d98a2e', '#b5442a', '#e0a64a', '#9c3b22', '#c97d3a'];
  let body = '<rect width="750" height="1275" fill="url(#bg)"/>';
  // A branch across the lower half.
  body +=
    '<path d="M-20 820 C 150 780 260 840 380 800 C 500 760 600 700 780 720" stroke="#6d4a33" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M380 800 C 420 860 470 880 520 930" stroke="#6d4a33" stroke-width="8" fill="none"/>';
  for (let i = 0; i < 9; i++)
    body += maple(40 + i * 85 + r() * 20, 800 + (r() - 0.5) * 60, 1.3 + r() * 0.5, (r() - 0.5) * 80, colors[i % colors.length]!);
  // Falling leaves, thinning towards the title.
  for (let i = 0; i < 22; i++) {
    const y = 420 + r() * 800;
    body += maple(r() * 750, y, 0.5 + r() * 0.8, r() * 360, colors[Math.floor(r() * colors.length)]!).replace(
      '<g ',
      `<g opacity="${f(0.55 + r() * 0.45)}" `,
    );
  }
  body += veilRect + frame('#9c3b22');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf3e4"/><stop offset="0.6" stop-color="#f3ddb8"/><stop offset="1" stop-color="#e7c08c"/></linearGradient>${titleVeil()}`;
  return svg(defs, body);
}

function starryNight(): string {
  const r = rng(97);
  let body = '<rect width="750" height="1275" fill="url(#night)"/>';
  for (let i = 0; i < 160; i++) {
    const y = 380 + r() * 700;
    body += `<circle cx="${f(r() * 750)}" cy="${f(y)}" r="${f(0.8 + r() * 2.4)}" fill="#fffbe8" opacity="${f(0.45 + r() * 0.55)}"/>`;
  }
  for (const [x, y, s] of [
    [160, 420, 14],
    [560, 520, 11],
    [300, 640, 9],
    [640, 380, 8],
  ] as const) {
    body += `<path d="M${x} ${y - s * 2} L${x + s * 0.4} ${y - s * 0.4} L${x + s * 2} ${y} L${x + s * 0.4} ${y + s * 0.4} L${x} ${y + s * 2} L${x - s * 0.4} ${y + s * 0.4} L${x - s * 2} ${y} L${x - s * 0.4} ${y - s * 0.4} Z" fill="#fff6d6"/>`;
  }
  // A crescent moon with a halo.
  body +=
    '<circle cx="520" cy="470" r="130" fill="#fff6d6" opacity="0.08"/><circle cx="520" cy="470" r="70" fill="#fff3cf" mask="url(#crescent)"/>';
  body += '<path d="M0 1060 C 160 1000 300 1040 420 1010 C 560 975 660 1000 750 980 L750 1275 L0 1275 Z" fill="#16203d"/>';
  body += '<path d="M0 1140 C 220 1100 440 1150 750 1090 L750 1275 L0 1275 Z" fill="#0e1530"/>';
  // A small chapel with a lit window on the hill.
  body +=
    '<g transform="translate(140 1000)" fill="#0e1530"><rect x="0" y="0" width="70" height="50"/><path d="M-6 2 L35 -30 L76 2 Z"/><rect x="26" y="-70" width="18" height="45"/><path d="M24 -70 L35 -92 L46 -70 Z"/><rect x="30" y="-110" width="10" height="22"/><rect x="28" y="-104" width="14" height="4"/></g><rect x="170" y="1020" width="12" height="18" fill="#ffd98a"/>';
  body += frame('#c9b98a', 0.7);
  // A twilight sky: the last light at the top (where the title sits), night below.
  const defs = `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6ece2"/><stop offset="0.1" stop-color="#ecdcdc"/><stop offset="0.2" stop-color="#a79cbc"/><stop offset="0.32" stop-color="#4a5788"/><stop offset="0.6" stop-color="#253462"/><stop offset="1" stop-color="#1a2447"/></linearGradient>
    <mask id="crescent"><circle cx="520" cy="470" r="71" fill="#ffffff"/><circle cx="548" cy="452" r="62" fill="#000000"/></mask>`;
  return svg(defs, body);
}

export type ArtName =
  'garden-roses' | 'dove-at-dawn' | 'calm-sea' | 'mountain-sunrise' | 'white-lilies' | 'celtic-cross' | 'autumn-leaves' | 'starry-night';

export const FRONT_ART: Record<ArtName, () => string> = {
  'garden-roses': gardenRoses,
  'dove-at-dawn': doveAtDawn,
  'calm-sea': calmSea,
  'mountain-sunrise': mountainSunrise,
  'white-lilies': whiteLilies,
  'celtic-cross': celticCross,
  'autumn-leaves': autumnLeaves,
  'starry-night': starryNight,
};

/**
 * The paper of the inside pages and the back: the template's tint and a double rule in its accent with
 * small corner knots, all inside the 30 px margin around the editor's text area (400 x 738 of the 456 x 775
 * page), so no text ever runs over them.
 */
export function paperSvg(paper: string, accent: string): string {
  const corner = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="5" fill="${accent}" opacity="0.7"/>`;
  const body = `<rect width="750" height="1275" fill="${paper}"/>
    <rect x="12" y="12" width="726" height="1251" rx="14" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="3"/>
    <rect x="22" y="22" width="706" height="1231" rx="9" fill="none" stroke="${accent}" stroke-opacity="0.3" stroke-width="1.5"/>
    ${corner(22, 22)}${corner(728, 22)}${corner(22, 1253)}${corner(728, 1253)}`;
  return svg('', body);
}
