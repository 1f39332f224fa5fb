// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './support/run-cli';

describe('npm run journeys -- graph', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  async function graph(
    id: string,
    dir: string,
    extra: readonly string[] = [],
  ): Promise<{ code: number; mermaid: string; svg: Document; svgText: string; out: string }> {
    const out = mkdtempSync(join(tmpdir(), 'journeys-graph-'));
    temporary.push(out);
    const result = await runCli(['graph', id, '--dir', dir, '--out', out, ...extra]);
    const svgText = readFileSync(join(out, `${id}.svg`), 'utf8');
    return {
      code: result.code,
      mermaid: readFileSync(join(out, `${id}.mmd`), 'utf8'),
      svg: new DOMParser().parseFromString(svgText, 'image/svg+xml'),
      svgText,
      out: result.out,
    };
  }

  it('writes Mermaid with a node per step and conditions in plain English, and prints it', async () => {
    const { code, mermaid, out } = await graph('clean-journey', 'tests/tools/journeys');
    expect(code).toBe(0);
    expect(out.trim()).toBe(mermaid.trim());
    expect(mermaid).toContain('flowchart TD');
    // Titles and field labels come from the locale (locales/en/): start_title is "Start", address_selector_label is
    // "Property".
    expect(mermaid).toContain('s0["<b>Start</b><br/>/tool-test/who"]');
    expect(mermaid).toContain('s0 -->|"Property is #quot;Other#quot;"| s1');
    expect(mermaid).toContain('s0 -->|"otherwise"| s2');
    expect(mermaid).toContain('s3 -.->|"Back"| s0');
    expect(mermaid).toContain('s3 -.->|"if referral.submit fails"| t0');
    // Ways out are terminal nodes.
    expect(mermaid).toMatch(/t\d>"<b>Exit<\/b><br\/>\/customer360View"]/);
    expect(mermaid).toMatch(/t\d>"<b>Error page #quot;generic#quot;<\/b><br\/>\/genericerror"]/);
  });

  it('leaves out the effect-failure arrows and the error pages only they reach with --no-errors', async () => {
    const { code, mermaid } = await graph('clean-journey', 'tests/tools/journeys', ['--no-errors']);
    expect(code).toBe(0);
    expect(mermaid).not.toContain('fails');
    expect(mermaid).not.toContain('Error page');
    expect(mermaid).toContain('s0 -->|"otherwise"| s2');
    expect(mermaid).toContain('s3 -.->|"Back"| s0');
    expect(mermaid).toMatch(/t\d>"<b>Exit<\/b><br\/>\/customer360View"]/);
  });

  it('shows a generated step as one node "one page per …"', async () => {
    const { mermaid } = await graph('case.journey', 'tests/engine/journeys');
    expect(mermaid).toContain(
      's2{{"<b>case-question</b><br/>/caseQuestionnaire/{key}<br/>one page per element of the result caseType.questions where the item\'s isEnabled is #quot;true#quot;',
    );
  });

  it('draws a well-formed, accessible SVG whose boxes do not overlap and whose lines fit their boxes', async () => {
    const { svg, svgText } = await graph('branching.journey', 'tests/engine/journeys');
    expect(svg.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = svg.documentElement;
    expect(root.getAttribute('role')).toBe('img');
    const [title, desc] = (root.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => svg.getElementById(id)?.textContent);
    expect(title).toBe('Journey graph: repair_title (branching-test)');
    expect(desc).toContain('"repair_emergency_title" (/repairemergency)');
    expect(desc).toContain(
      'goes to "repair_duplicate_title" (/duplicaterepair) when repair_emergency_label is "access"',
    );
    expect(root.getAttribute('font-family')).toContain('Arial');
    // A long edge label wraps over several lines.
    expect(svgText).toContain('>Back when<');
    expect(svgText).toContain('>repair_asset_label is<');

    const boxes = [...svg.querySelectorAll('g > g')].map((g) => {
      const r = g.querySelector('rect:last-of-type') ?? g.querySelector('rect');
      const n = (name: string): number => Number(r?.getAttribute(name));
      return {
        x: n('x'),
        y: n('y'),
        w: n('width'),
        h: n('height'),
        texts: [...g.querySelectorAll('text')].map((t) => t.textContent ?? ''),
      };
    });
    expect(boxes.length).toBe(12 + 2); // every step, plus the two ways out it uses (appointment scheduler, error page)
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart, `${a.texts[0]} overlaps ${b.texts[0]}`).toBe(true);
      }
      // Long lines are wrapped: at 14px Arial a 240px box holds about 29 characters.
      for (const line of a.texts) expect(line.length).toBeLessThanOrEqual(29);
    }
  });

  it('refuses to draw a journey that does not load, and says why', async () => {
    const result = await runCli([
      'graph',
      'schema-broken',
      '--dir',
      'tests/tools/journeys',
      '--out',
      mkdtempSync(join(tmpdir(), 'journeys-graph-')),
    ]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'tests/tools/journeys/schema-broken.json (root) JOURNEY_SCHEMA The journey needs "exit"',
    );
  });
});
