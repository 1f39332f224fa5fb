import type { GraphEdge, GraphNode, JourneyGraph } from './graph-model';
import { layoutGraph, type PlacedBox, type PlacedNode } from './svg-layout';
import { fontSize, lineHeight } from './wrap-text';

const ink = '#0b0c0c';
const secondary = '#505a5f';

function xml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function textLines(box: PlacedBox, colour = ink): string {
  const top = box.y - (box.lines.length * lineHeight) / 2 + lineHeight / 2;
  return box.lines
    .map((line, i) => {
      // Node titles are bold; the route and notes under them are secondary text.
      const title = i < box.titleLines;
      const weight = title ? ' font-weight="bold"' : '';
      const fill = box.titleLines > 0 && !title ? secondary : colour;
      return `<text x="${box.x}" y="${top + i * lineHeight}" text-anchor="middle" dominant-baseline="central" fill="${fill}"${weight}>${xml(line)}</text>`;
    })
    .join('');
}

function nodeShape(placed: PlacedNode): string {
  const { x, y, width: w, height: h } = placed;
  const [left, top] = [x - w / 2, y - h / 2];
  const rect = (inset: number, rx: number, fill: string, stroke: string, strokeWidth = 2): string =>
    `<rect x="${left + inset}" y="${top + inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
  switch (placed.node.kind) {
    case 'check-answers':
      return rect(0, 4, '#ffffff', ink) + rect(4, 2, 'none', ink, 1);
    case 'outcome':
      return rect(0, Math.min(h / 2, 18), '#e8f1f8', '#1d70b8');
    case 'terminal':
      return rect(0, Math.min(h / 2, 18), '#f3f2f1', secondary);
    // A stack of pages: one box per generated page.
    case 'generated':
      return `<rect x="${left + 6}" y="${top + 6}" width="${w}" height="${h}" rx="4" fill="#ffffff" stroke="${ink}" stroke-width="2"/>${rect(0, 4, '#ffffff', ink)}`;
    default:
      return rect(0, 4, '#ffffff', ink);
  }
}

function nodeName(node: GraphNode): string {
  return node.lines.length > 1 ? `"${node.lines[0] ?? ''}" (${node.lines[1] ?? ''})` : `"${node.lines[0] ?? ''}"`;
}

/** The text alternative: every box and where each of its arrows goes, in plain English. */
export function describeGraph(graph: JourneyGraph): string {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const name = (id: string): string => {
    const n = byId.get(id);
    return n ? nodeName(n) : id;
  };
  const arrow = (e: GraphEdge): string => {
    if (e.style === 'back') return `${e.label ?? 'Back'} goes to ${name(e.to)}`;
    if (e.style === 'error') return `${e.label ?? ''} goes to ${name(e.to)}`;
    if (e.label === null) return `goes to ${name(e.to)}`;
    return e.label === 'otherwise' ? `otherwise goes to ${name(e.to)}` : `goes to ${name(e.to)} when ${e.label}`;
  };
  const steps = graph.nodes.filter((n) => n.kind !== 'terminal');
  const sentences = steps.map((node) => {
    const out = graph.edges.filter((e) => e.from === node.id);
    const notes = node.lines.slice(2).join('; ');
    return `${nodeName(node)}${notes ? ` [${notes}]` : ''}${out.length === 0 ? ' ends the journey' : ` ${out.map(arrow).join('; ')}`}.`;
  });
  return `Journey "${graph.title}" has ${steps.length} step${steps.length === 1 ? '' : 's'}, from top to bottom. ${sentences.join(' ')}`;
}

/**
 * Draws the journey graph as a standalone, accessible SVG (role="img" with a title and a full text description).
 * Invariant: well-formed XML; ids are prefixed with the journey id so several graphs can share a page.
 */
export function toSvg(graph: JourneyGraph): string {
  const layout = layoutGraph(graph);
  const prefix = `journey-graph-${graph.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const edges = layout.edges.map(({ edge, path }) => {
    const dash = edge.style === 'next' ? '' : ` stroke-dasharray="${edge.style === 'back' ? '6 4' : '2 4'}"`;
    const colour = edge.style === 'error' ? '#d4351c' : ink;
    return `<path d="${path}" fill="none" stroke="${colour}" stroke-width="1.5"${dash} marker-end="url(#${prefix}-arrow${edge.style === 'error' ? '-error' : ''})"/>`;
  });
  const labels = layout.edges.flatMap(({ label, edge }) =>
    label
      ? [
          `<rect x="${label.x - label.width / 2}" y="${label.y - label.height / 2}" width="${label.width}" height="${label.height}" fill="#ffffff"/>${textLines(label, edge.style === 'error' ? '#d4351c' : ink)}`,
        ]
      : [],
  );
  const nodes = layout.nodes.map((placed) => `<g>${nodeShape(placed)}${textLines(placed)}</g>`);
  const marker = (id: string, colour: string): string =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" role="img" aria-labelledby="${prefix}-title ${prefix}-desc" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}">`,
    `<title id="${prefix}-title">${xml(`Journey graph: ${graph.title} (${graph.id})`)}</title>`,
    `<desc id="${prefix}-desc">${xml(describeGraph(graph))}</desc>`,
    `<defs>${marker(`${prefix}-arrow`, ink)}${marker(`${prefix}-arrow-error`, '#d4351c')}</defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<g>${edges.join('')}</g>`,
    `<g>${labels.join('')}</g>`,
    `<g>${nodes.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
