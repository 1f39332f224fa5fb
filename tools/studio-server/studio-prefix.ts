/** Where the analysts' studio answers on the portal's origin (npm run dev only). */
export const STUDIO_PREFIX = '/__studio';
