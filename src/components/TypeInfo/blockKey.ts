/**
 * The key of a code block in the sample-names files: its language and the
 * code the reader sees (magic comments removed), hashed (cyrb53, 53 bits).
 * One function for the three that compute it: the code-samples harness,
 * which writes the files (scripts/lib/samples/sampleNames.ts), the build, which
 * reads them (plugins/highlight-code/remark.ts), and the browser, which
 * finds a block's names in them (./index.ts).
 */
export function blockKey(lang: string, code: string): string {
  const text = `${lang}\n${code}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
