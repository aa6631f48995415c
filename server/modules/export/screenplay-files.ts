import {
  paginate,
  parseFountain,
  profiles,
  screenplayToFountain,
  writeFdx,
  writeText,
} from "../../../shared/domain/screenplay";
import { writePdf } from "../../../shared/domain/screenplay/write-pdf";
import type { ExportFormat } from "../../../shared/schemas/export";
import type { Db } from "../../db/client";
import type { UserRow } from "../auth/session.repository";
import { listScenes } from "../scenes/scene.repository";
import { findScreenplay } from "../screenplays/screenplay.repository";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  fountain: "text/plain; charset=utf-8",
  fdx: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/** "Written by" names the writer: their username, else their shortened wallet address. */
export function authorName(user: UserRow): string | undefined {
  if (user.username) return user.username;
  if (user.walletAddress)
    return `${user.walletAddress.slice(0, 6)}...${user.walletAddress.slice(-4)}`;
  return undefined;
}

/** A file name writers recognise: the title, safe for every file system. */
export function exportFilename(title: string, format: ExportFormat): string {
  const base = Array.from(title.normalize("NFC"), (c) =>
    c < " " || '\\/:*?"<>|'.includes(c) ? " " : c,
  )
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return `${base.slice(0, 80) || "screenplay"}.${format}`;
}

export async function exportScreenplay(
  db: Db,
  user: UserRow,
  screenplayId: number,
  format: ExportFormat,
  paper: "letter" | "a4",
): Promise<{ body: string | Uint8Array; contentType: string; filename: string }> {
  const screenplay = await findScreenplay(db, user.id, screenplayId);
  const scenes = await listScenes(db, user.id, screenplayId);
  const author = authorName(user);
  const fountain = screenplayToFountain({
    title: screenplay.title,
    author,
    logline: screenplay.logline,
    scenes,
  });
  const contentType = CONTENT_TYPES[format];
  const filename = exportFilename(screenplay.title, format);
  if (format === "fountain") return { body: fountain, contentType, filename };
  const doc = parseFountain(fountain);
  if (format === "fdx") return { body: writeFdx(doc), contentType, filename };
  const pagination = paginate(doc, profiles[paper]);
  if (format === "txt") return { body: writeText(pagination), contentType, filename };
  return { body: writePdf(pagination, { title: screenplay.title, author }), contentType, filename };
}
