/** Shrinks a photo before it is uploaded; resolves to the file to send. */
export type Compressor = (file: File) => Promise<Blob>;

/**
 * PERF-08: photos downscaled in the browser to at most 2048 px on the long edge and about 2 MB. The library is
 * imported on first use, so it is downloaded only by residents who add a photo. useWebWorker is off because the
 * library's worker loads its code from a CDN, which the Content-Security-Policy forbids.
 */
export const compressPhoto: Compressor = async (file) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { maxSizeMB: 2, maxWidthOrHeight: 2048, useWebWorker: false });
};

/** The file's content as base64 without the "data:<type>;base64," prefix (repairs.md §3 Media upload payload). */
export function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
