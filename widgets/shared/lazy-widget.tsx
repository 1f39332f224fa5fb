import type { WidgetProps } from '@rjsf/utils';
import { lazy, useState, type ComponentType } from 'react';

/** A widget whose code downloads when a step first shows it (or when the journey asks for it ahead: preload). */
export type LazyWidget = ComponentType<WidgetProps> & {
  /** Downloads the widget's code, once; resolves to the widget itself. */
  preload(): Promise<ComponentType<WidgetProps>>;
  /** Whether the widget's code has downloaded: a step showing it draws at once, without waiting. */
  isLoaded(): boolean;
};

/**
 * A registry entry for a widget only some steps use (the media uploader, the slot grid…), so a journey's first step
 * does not download them (issue 13). While its code comes, the step waits as a whole (the journey page's Suspense),
 * rather than drawing without it and moving when it arrives; the journey asks for its widgets ahead, once its first
 * step is shown (src/journey/preload-widgets.ts), so a resident seldom waits at all.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): LazyWidget {
  let loading: Promise<ComponentType<WidgetProps>> | null = null;
  let loaded: ComponentType<WidgetProps> | null = null;
  const preload = () => {
    loading ??= load().then((widget) => (loaded = widget));
    // A failed download (the network dropped) is tried again the next time; the step shows why meanwhile.
    loading.catch(() => (loading = null));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Each widget keeps the component it was first drawn with, so it never remounts (and never loses what was typed).
  // Drawn once the code is here, it is the widget itself: React's lazy would still wait a moment for a download
  // already done, and a step drawn at once (src/shared/navigate-at-once.ts) would show "Loading" meanwhile.
  const Widget = (props: WidgetProps) => {
    const [Shown] = useState(() => loaded ?? Lazy);
    return <Shown {...props} />;
  };
  return Object.assign(Widget, { preload, isLoaded: () => loaded !== null });
}

/** Whether a registry entry is a lazy widget. */
export function isLazyWidget(widget: unknown): widget is LazyWidget {
  return typeof widget === 'function' && typeof (widget as Partial<LazyWidget>).preload === 'function';
}
