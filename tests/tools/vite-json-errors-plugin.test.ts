import { describe, expect, it } from 'vitest';
import { jsonErrorsPlugin, jsonSyntaxProblem } from '../../tools/vite-json-errors-plugin';

const JOURNEY = '{\n  "id": "repair",\n  "title": "Report a repair"\n  "version": 1\n}\n';

describe('a JSON mistake in a file analysts edit', () => {
  it('is named by file, line and column, with what to change and the lines around it', () => {
    const problem = jsonSyntaxProblem('journeys/repair.json', JOURNEY);
    expect(problem).toMatchObject({ file: 'journeys/repair.json', line: 4, column: 3 });
    expect(problem?.message).toBe(
      "journeys/repair.json:4:3: Expected ',' or '}' after property value. A comma is probably missing at the end of line 3.",
    );
    expect(problem?.frame).toBe(
      [
        '  2 |   "id": "repair",',
        '  3 |   "title": "Report a repair"',
        '> 4 |   "version": 1',
        '    |   ^',
        '  5 | }',
        '  6 | ',
      ].join('\n'),
    );
    expect(jsonSyntaxProblem('journeys/repair.json', '{"id": "repair"}')).toBeNull();
  });

  it("stops the development server's transform of journeys, rules and locale files with that message and place", () => {
    const plugin = jsonErrorsPlugin({ root: '/project' });
    const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
    const raised: unknown[] = [];
    const context = {
      error: (error: unknown) => {
        raised.push(error);
        throw new Error('stopped');
      },
    };
    expect(() => transform.call(context, JOURNEY, '/project/journeys/repair.json')).toThrow('stopped');
    expect(raised[0]).toMatchObject({
      message: expect.stringMatching(/^journeys\/repair\.json:4:3: /),
      loc: { file: '/project/journeys/repair.json', line: 4, column: 2 },
      frame: expect.stringContaining('> 4 |   "version": 1'),
    });
    expect(transform.call(context, JOURNEY, '/project/src/some-data.json')).toBeNull();
    expect(transform.call(context, '{"a": 1}', '/project/rules/menu.json')).toBeNull();
    expect(() => transform.call(context, '{"a": 1,}', '/project/locales/en/repairs.json')).toThrow('stopped');
    expect((raised[1] as { message: string }).message).toBe(
      'locales/en/repairs.json:1:9: Expected double-quoted property name. Remove the comma at the end of line 1: nothing follows it.',
    );
  });
});
