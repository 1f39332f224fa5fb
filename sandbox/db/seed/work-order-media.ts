/** A file a resident attached to a seeded repair: a small PNG photo or a one-page PDF. */
export type SeedMedia =
  | { fileName: string; kind: 'png'; rgb: readonly [number, number, number]; appropriate: boolean }
  | { fileName: string; kind: 'pdf'; heading: string; lines: readonly string[]; appropriate: boolean };

/**
 * The media sets seeded repairs carry. appropriate false is a file a moderator marked IsMediaAppropriate false:
 * the detail page shows a "removed" note instead of it (repairs.md §4 "Media").
 */
export const MEDIA_SETS = {
  /** Two photos: one fine, one marked not appropriate. */
  sinkPhotos: [
    { fileName: 'sink-before.png', kind: 'png', rgb: [96, 125, 139], appropriate: true },
    { fileName: 'sink-close-up.png', kind: 'png', rgb: [121, 85, 72], appropriate: false },
  ],
  /** Two photos and a PDF letter: thumbnails for images, the PDF opens in a new tab. */
  mouldPhotosAndLetter: [
    { fileName: 'bathroom-ceiling.png', kind: 'png', rgb: [62, 78, 58], appropriate: true },
    { fileName: 'mould-by-the-window.png', kind: 'png', rgb: [45, 60, 40], appropriate: true },
    {
      fileName: 'gp-letter.pdf',
      kind: 'pdf',
      heading: 'Riverside Medical Practice',
      lines: [
        'To whom it may concern',
        '',
        'My patient lives at Flat 12, Beacon House with his parent.',
        'His asthma is made worse by damp and mould in the home.',
        'I support the request to treat the mould as soon as possible.',
      ],
      appropriate: true,
    },
  ],
} as const satisfies Record<string, readonly SeedMedia[]>;

export type MediaSetKey = keyof typeof MEDIA_SETS;

export const MEDIA_CONTENT_TYPES: Readonly<Record<SeedMedia['kind'], string>> = {
  png: 'image/png',
  pdf: 'application/pdf',
};
