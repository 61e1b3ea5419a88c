// A browser's User-Agent in plain words for the list of sessions: "Firefox on Windows",
// "Safari on iPhone". Only the common browsers and systems are named; the rest read as
// "Unknown browser" or "an unknown system", never as the raw header.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

const nameIn = (text: string, names: ReadonlyArray<[RegExp, string]>) =>
  names.find(([pattern]) => pattern.test(text))?.[1];

export function describeDevice(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = nameIn(text, BROWSERS) ?? 'Unknown browser';
  const system = nameIn(text, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
