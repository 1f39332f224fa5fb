/**
 * The heat-map tool (portal.md §9: started when IsHotjarEnabledSS is 'true'), only with the resident's consent and a
 * configured script; otherwise its script is never requested. The toggle is asked once a resident is logged in (the
 * gateway answers toggles to a logged-in resident only) and again on a later page if asking failed.
 */
export interface HeatmapPorts {
  scriptUrl: string | null;
  consented(): boolean;
  loggedIn(): boolean;
  toggleOn(): Promise<boolean>;
  addScript(url: string): void;
}

export function createHeatmap(ports: HeatmapPorts): { consider(): void } {
  let state: 'idle' | 'asking' | 'decided' = 'idle';
  return {
    consider() {
      const url = ports.scriptUrl;
      if (state !== 'idle' || url === null || !ports.consented() || !ports.loggedIn()) return;
      state = 'asking';
      ports.toggleOn().then(
        (on) => {
          state = 'decided';
          if (on) ports.addScript(url);
        },
        // The toggle's call failed (the gateway client reports it): off for now, asked again on the next page.
        () => {
          state = 'idle';
        },
      );
    },
  };
}

/** Adds the heat-map's script to the page, loaded without blocking anything. */
export function addScriptTag(url: string): void {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.append(script);
}
