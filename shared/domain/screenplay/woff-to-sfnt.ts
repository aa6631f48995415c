// Node only (zlib). fontkit reads WOFF files but inflates a table again each time it reads it,
// and subsetting reads the glyph table once per glyph: a WOFF font cost ~0.4 s per export.
// Unpacked once into the TrueType file it wraps, the font is read directly.
import { inflateSync } from "node:zlib";

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/** The TrueType/OpenType file a WOFF 1.0 file wraps (its tables inflated, metadata dropped). */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const count = input.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = input.readUInt32BE(at + 4);
    const compressed = input.readUInt32BE(at + 8);
    const length = input.readUInt32BE(at + 12);
    const stored = input.subarray(offset, offset + compressed);
    return {
      tag: input.readUInt32BE(at),
      checksum: input.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const directory = SFNT_HEADER + count * SFNT_ENTRY;
  const size = tables.reduce((total, table) => total + padded(table.data.length), directory);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(input.readUInt32BE(4), 0); // the wrapped font's own version (flavor)
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
