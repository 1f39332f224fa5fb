// A small layered ("Sugiyama") layout, so the SVG needs no browser: ranks by longest path, edge labels as boxes in
// the ranks between, dummy points for long edges, barycentre ordering, then positions.
import type { GraphEdge, GraphNode, JourneyGraph } from './graph-model';
import { boldCharWidth, charWidth, lineHeight, wrapText } from './wrap-text';

const nodeWidth = 240;
const nodePadding = 10;
const labelMaxWidth = 200;
const gapX = 28;
const gapY = 22;
const margin = 16;

/** A text box placed on the page; x and y are its centre. */
export interface PlacedBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly lines: readonly string[];
  /** How many of the first lines are the (bold) title. */
  readonly titleLines: number;
}

/** A node placed on the page. */
export interface PlacedNode extends PlacedBox {
  readonly node: GraphNode;
}

/** An edge as a polyline (elbows included) or, for back edges, a curve, with its label box. */
export interface PlacedEdge {
  readonly edge: GraphEdge;
  /** SVG path data. */
  readonly path: string;
  readonly label: PlacedBox | null;
}

/** The whole drawing. */
export interface GraphLayout {
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly PlacedNode[];
  readonly edges: readonly PlacedEdge[];
}

interface Item {
  readonly key: string;
  readonly rank: number;
  readonly width: number;
  readonly height: number;
  readonly lines: readonly string[];
  readonly titleLines: number;
  /** How much the item's wish to sit under its predecessors counts: side branches (failures, ways out) give way. */
  readonly weight: number;
  readonly node?: GraphNode;
  x: number;
  y: number;
  readonly preds: Item[];
  readonly succs: Item[];
}

function nodeLines(node: GraphNode): { lines: string[]; titleLines: number } {
  const [title = '', ...rest] = node.lines;
  const titleLines = wrapText(title, Math.floor((nodeWidth - 2 * nodePadding) / boldCharWidth));
  return {
    lines: [
      ...titleLines,
      ...rest.flatMap((line) => wrapText(line, Math.floor((nodeWidth - 2 * nodePadding) / charWidth))),
    ],
    titleLines: titleLines.length,
  };
}

function labelBox(text: string): { lines: string[]; width: number; height: number; titleLines: number } {
  const lines = wrapText(text, Math.floor(labelMaxWidth / charWidth));
  return {
    lines,
    width: Math.max(...lines.map((l) => l.length)) * charWidth + 8,
    height: lines.length * lineHeight + 4,
    titleLines: 0,
  };
}

/** Longest path from the sources over forward edges (routes only point to later steps, so this terminates). */
function levels(graph: JourneyGraph, forward: readonly GraphEdge[]): Map<string, number> {
  const level = new Map(graph.nodes.map((n) => [n.id, 0]));
  for (let pass = 0; pass < graph.nodes.length; pass++) {
    let changed = false;
    for (const e of forward) {
      const wanted = (level.get(e.from) ?? 0) + 1;
      if ((level.get(e.to) ?? 0) < wanted) {
        level.set(e.to, wanted);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return level;
}

function order(ranks: Item[][]): void {
  const position = (item: Item, rank: readonly Item[]): number => rank.indexOf(item);
  const sortBy = (rank: Item[], neighbours: (item: Item) => Item[], neighbourRank: readonly Item[]): void => {
    const keys = new Map(
      rank.map((item, i) => {
        const ns = neighbours(item);
        return [
          item,
          ns.length === 0 ? i : ns.reduce((s, n) => s + position(n, neighbourRank), 0) / ns.length,
        ] as const;
      }),
    );
    rank.sort((a, b) => (keys.get(a) ?? 0) - (keys.get(b) ?? 0));
  };
  for (let sweep = 0; sweep < 4; sweep++) {
    for (let r = 1; r < ranks.length; r++) sortBy(ranks[r] as Item[], (i) => i.preds, ranks[r - 1] as Item[]);
    for (let r = ranks.length - 2; r >= 0; r--) sortBy(ranks[r] as Item[], (i) => i.succs, ranks[r + 1] as Item[]);
  }
  for (let r = 1; r < ranks.length; r++) sortBy(ranks[r] as Item[], (i) => i.preds, ranks[r - 1] as Item[]);
}

function place(ranks: Item[][]): void {
  let top = margin;
  for (const rank of ranks) {
    // Each item wants to sit under the mean of its predecessors; then items are pushed apart in order and the rank
    // is shifted back so that, on average, everything is where it wanted to be.
    const desired = rank.map((item, i) =>
      item.preds.length > 0 ? item.preds.reduce((s, p) => s + p.x, 0) / item.preds.length : i * (nodeWidth + gapX),
    );
    rank.forEach((item, i) => {
      const previous = rank[i - 1];
      item.x = previous
        ? Math.max(desired[i] as number, previous.x + (previous.width + item.width) / 2 + gapX)
        : (desired[i] as number);
    });
    const totalWeight = rank.reduce((s, item) => s + item.weight, 0);
    const shift =
      rank.reduce((s, item, i) => s + item.weight * ((desired[i] as number) - item.x), 0) / Math.max(totalWeight, 1e-9);
    const height = Math.max(0, ...rank.map((i) => i.height));
    for (const item of rank) {
      item.x += shift;
      item.y = top + height / 2;
    }
    top += height + gapY;
  }
}

function elbows(points: ReadonlyArray<readonly [number, number]>): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${first[0]},${first[1]}`;
  let [px, py] = first;
  for (const [x, y] of rest) {
    if (Math.abs(x - px) > 0.5) {
      const middle = (py + y) / 2;
      d += ` L${px},${middle} L${x},${middle}`;
    }
    d += ` L${x},${y}`;
    [px, py] = [x, y];
  }
  return d;
}

/**
 * Lays out a journey graph top to bottom.
 * Invariant: boxes never overlap (items of a rank are separated by gapX, ranks by gapY) and every coordinate is at
 * least `margin` from the top-left corner.
 */
export function layoutGraph(graph: JourneyGraph): GraphLayout {
  const forward = graph.edges.filter((e) => e.style !== 'back');
  const level = levels(graph, forward);
  const items = new Map<string, Item>();
  const ranks: Item[][] = [];
  const addItem = (item: Omit<Item, 'x' | 'y' | 'preds' | 'succs'>): Item => {
    const full: Item = { ...item, x: 0, y: 0, preds: [], succs: [] };
    items.set(full.key, full);
    (ranks[item.rank] ??= []).push(full);
    return full;
  };
  for (const node of graph.nodes) {
    const { lines, titleLines } = nodeLines(node);
    const weight = node.kind === 'terminal' ? 0.1 : 1;
    addItem({
      key: node.id,
      rank: 2 * (level.get(node.id) ?? 0),
      width: nodeWidth,
      height: lines.length * lineHeight + 2 * nodePadding,
      lines,
      titleLines,
      weight,
      node,
    });
  }
  const chains = forward.map((edge, e) => {
    const from = items.get(edge.from) as Item;
    const to = items.get(edge.to) as Item;
    const chain: Item[] = [from];
    for (let rank = from.rank + 1; rank < to.rank; rank++) {
      // The first box below the source carries the label; the others are bends of a long edge.
      const labelled = rank === from.rank + 1 && edge.label !== null;
      const box = labelled ? labelBox(edge.label as string) : { lines: [], width: 12, height: 0, titleLines: 0 };
      chain.push(addItem({ key: `e${e}r${rank}`, rank, weight: edge.style === 'error' ? 0.1 : 1, ...box }));
    }
    chain.push(to);
    chain.slice(1).forEach((item, i) => {
      (chain[i] as Item).succs.push(item);
      item.preds.push(chain[i] as Item);
    });
    return chain;
  });
  for (let r = 0; r < ranks.length; r++) ranks[r] ??= [];
  order(ranks);
  place(ranks);

  const backEdges = graph.edges.filter((e) => e.style === 'back');
  const backLabels = backEdges.map((edge) => labelBox(edge.label ?? 'Back'));
  const bulge = (k: number): number => 50 + 24 * k;
  const all = [...items.values()];
  const leftOf = (item: Item): number => item.x - item.width / 2;
  let minX = Math.min(...all.map(leftOf));
  backEdges.forEach((edge, k) => {
    const a = items.get(edge.from) as Item;
    const b = items.get(edge.to) as Item;
    minX = Math.min(minX, Math.min(leftOf(a), leftOf(b)) - 0.75 * bulge(k) - (backLabels[k]?.width ?? 0) - 4);
  });
  const dx = margin - minX;
  for (const item of all) item.x += dx;

  const edges: PlacedEdge[] = forward.map((edge, e) => {
    const chain = chains[e] as Item[];
    const points: Array<readonly [number, number]> = [];
    let label: PlacedBox | null = null;
    chain.forEach((item, i) => {
      if (i === 0) points.push([item.x, item.y + item.height / 2]);
      else if (i === chain.length - 1) points.push([item.x, item.y - item.height / 2]);
      else {
        points.push([item.x, item.y - item.height / 2], [item.x, item.y + item.height / 2]);
        if (item.lines.length > 0)
          label = { x: item.x, y: item.y, width: item.width, height: item.height, lines: item.lines, titleLines: 0 };
      }
    });
    return { edge, path: elbows(points), label };
  });
  backEdges.forEach((edge, k) => {
    const a = items.get(edge.from) as Item;
    const b = items.get(edge.to) as Item;
    const [ax, bx] = [leftOf(a), leftOf(b)];
    const c = Math.min(ax, bx) - bulge(k);
    const box = backLabels[k] as ReturnType<typeof labelBox>;
    const labelX = Math.min(ax, bx) - 0.75 * bulge(k) - 4 - box.width / 2;
    edges.push({
      edge,
      path: `M${ax},${a.y} C${c},${a.y} ${c},${b.y} ${bx},${b.y}`,
      label: { x: labelX, y: (a.y + b.y) / 2, ...box },
    });
  });
  const nodes = graph.nodes.map((node) => {
    const item = items.get(node.id) as Item;
    return {
      node,
      x: item.x,
      y: item.y,
      width: item.width,
      height: item.height,
      lines: item.lines,
      titleLines: item.titleLines,
    };
  });
  const boxes: PlacedBox[] = [...nodes, ...edges.flatMap((e) => (e.label ? [e.label] : []))];
  return {
    width: Math.ceil(Math.max(...boxes.map((b) => b.x + b.width / 2)) + margin),
    height: Math.ceil(Math.max(...boxes.map((b) => b.y + b.height / 2)) + margin),
    nodes,
    edges,
  };
}
