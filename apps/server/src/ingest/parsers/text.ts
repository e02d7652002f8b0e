/** Bytes to text for the mirror files: UTF-8 when valid, else Windows-1252 (NSE's eq_etfseclist.csv). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Windows-1252 bytes 0x80–0x9F (the rest equals Latin-1). Decoded by hand because Node 20's
 * TextDecoder('windows-1252') decodes as Latin-1, turning the en dash 0x96 into U+0096.
 */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    codes.push(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b);
    if (codes.length === 8192) parts.push(String.fromCharCode(...codes.splice(0)));
  }
  parts.push(String.fromCharCode(...codes));
  return parts.join('');
}

export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
