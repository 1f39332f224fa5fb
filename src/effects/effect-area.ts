// Imported by tools/vite-journeys-plugin.ts (through the Vite config) as well as the portal: no imports.

/**
 * The area of an effect's name, the part before the dot: "repair" of "repair.saveDraft"; its code loads as one chunk.
 */
export const effectArea = (name: string): string => name.slice(0, Math.max(0, name.indexOf('.')));
