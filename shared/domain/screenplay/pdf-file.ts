/**
 * A minimal PDF 1.4 serializer for text-only pages in the standard 14 fonts: no font files to
 * embed, so the whole file is a few objects per page. Strings hold one byte per character.
 */
export interface PdfPageContent {
  width: number;
  height: number;
  /** Content stream operators, each character a byte. */
  content: string;
}

export const PDF_FONTS = {
  F1: "Courier",
  F2: "Courier-Bold",
  F3: "Courier-Oblique",
  F4: "Courier-BoldOblique",
};

/** Text for the Info dictionary as UTF-16BE hex, so any title survives. */
function infoString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return `<${hex}>`;
}

export function serializePdf(pages: PdfPageContent[], info: Record<string, string>): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const fontIds = Object.keys(PDF_FONTS);
  const firstPage = 3 + fontIds.length + 1;
  add("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(" ");
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  for (const name of Object.values(PDF_FONTS)) {
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`);
  }
  const infoEntries = Object.entries(info).map(([key, value]) => `/${key} ${infoString(value)}`);
  add(`<< ${infoEntries.join(" ")} >>`);
  const fonts = fontIds.map((id, i) => `/${id} ${3 + i} 0 R`).join(" ");
  pages.forEach((page, i) => {
    const box = `[0 0 ${page.width} ${page.height}]`;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox ${box} /Resources << /Font << ${fonts} >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${page.content.length} >>\nstream\n${page.content}\nendstream`);
  });
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets = objects.map((body, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${3 + fontIds.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}
