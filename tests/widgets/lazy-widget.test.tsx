// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { WidgetProps } from '@rjsf/utils';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { journeyWidgetNames, stepWidgetsHere } from '../../src/journey/preload-widgets';
import { isLazyWidget, lazyWidget } from '../../widgets/shared/lazy-widget';
import { widgetRegistry } from '../../widgets/registry';
import { readJourney } from '../engine/support/journeys';

// Issue 13: widgets only some steps use download when first needed, or when the journey asks for them ahead.
describe('a widget that downloads when first needed', () => {
  it('downloads once, whether a step shows it or the journey asks for it ahead, and keeps its state when it arrives', async () => {
    function Counter({ label }: WidgetProps) {
      const [count, setCount] = useState(0);
      return <button type="button" onClick={() => setCount((c) => c + 1)}>{`${label} ${count}`}</button>;
    }
    const load = vi.fn(async () => Counter);
    const Widget = lazyWidget(load);
    const ahead = Widget.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Widget {...({ label: 'Pressed' } as WidgetProps)} />
      </Suspense>,
    );
    await ahead;
    const button = await screen.findByRole('button', { name: 'Pressed 0' });
    button.click();
    expect(await screen.findByRole('button', { name: 'Pressed 1' })).toBe(button);
    expect(load).toHaveBeenCalledTimes(1);
  });

  // A journey step drawn at once (src/shared/navigate-at-once.ts) would otherwise show "Loading" for a moment.
  it('is drawn at once, without the step waiting, once its code has downloaded', async () => {
    const Widget = lazyWidget(async () => ({ label }: WidgetProps) => <p>{`Here: ${label}`}</p>);
    expect(Widget.isLoaded()).toBe(false);
    await Widget.preload();
    expect(Widget.isLoaded()).toBe(true);
    act(() => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Widget {...({ label: 'now' } as WidgetProps)} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Here: now')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('downloads what a step shows before it is drawn at once, and says when it could not', async () => {
    const later = vi.fn(async () => () => <p>later</p>);
    const Later = lazyWidget(later);
    const Broken = lazyWidget(async () => {
      throw new TypeError('Failed to fetch');
    });
    const widgets = { text: widgetRegistry.text, later: Later, broken: Broken } as never;
    const journey = {
      steps: [
        { id: 'plain', fields: [{ widget: 'text' }] },
        { id: 'fancy', fields: [{ widget: 'later' }] },
        { id: 'offline', fields: [{ widget: 'broken' }] },
      ],
    } as never;
    expect(await stepWidgetsHere(journey, 'plain', widgets)).toBe(true);
    expect(later).not.toHaveBeenCalled();
    expect(await stepWidgetsHere(journey, 'fancy', widgets)).toBe(true);
    expect(Later.isLoaded()).toBe(true);
    expect(await stepWidgetsHere(journey, 'offline', widgets)).toBe(false);
    // A step that is not one of the journey's own (a generated page): every widget of the journey must be here.
    expect(await stepWidgetsHere(journey, 'generated-1', widgets)).toBe(false);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is what the registry holds for the media uploader, the slot grid, the autocomplete and the date', () => {
    const lazyNames = Object.entries(widgetRegistry)
      .filter(([, widget]) => isLazyWidget(widget))
      .map(([name]) => name)
      .sort();
    expect(lazyNames).toEqual(['autocomplete', 'date', 'media-uploader', 'slot-grid']);
  });

  it('is asked for ahead by the journeys that use it', () => {
    expect(journeyWidgetNames(readJourney('referral') as never)).toEqual(expect.arrayContaining(['radios']));
  });
});
