/** A Storage held in memory; `onChange` lets a test play the browser's `storage` event to other tabs. */
export function createMemoryStorage(onChange?: (key: string | null, newValue: string | null) => void): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      items.set(key, String(value));
      onChange?.(key, String(value));
    },
    removeItem(key: string) {
      items.delete(key);
      onChange?.(key, null);
    },
    clear() {
      items.clear();
      onChange?.(null, null);
    },
  };
}

export function storageValues(storage: Storage): string[] {
  const values: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) values.push(`${key}=${storage.getItem(key) ?? ''}`);
  }
  return values;
}
