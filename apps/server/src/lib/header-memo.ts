/**
 * A reading of a request header remembered per value: the values clients send (Accept-Encoding,
 * Accept-Language) are few, so each is negotiated once and then costs a map lookup on the hot
 * path. Long values are read every time (never kept), and the memory is cleared when full, so
 * a client sending a new value with every request cannot grow it.
 */
export function rememberedPerValue<T>(
  read: (value: string) => T,
  { entries = 64, maxLength = 200 }: { entries?: number; maxLength?: number } = {},
): (value: string) => T {
  const remembered = new Map<string, T>();
  return (value) => {
    if (remembered.has(value)) return remembered.get(value) as T;
    const result = read(value);
    if (value.length <= maxLength) {
      if (remembered.size >= entries) remembered.clear();
      remembered.set(value, result);
    }
    return result;
  };
}
