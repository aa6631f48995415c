import * as React from "react";
import {
  type Pagination,
  paginate,
  parseFountain,
  profiles,
  screenplayToFountain,
  type TitleEntry,
  titlePageEntries,
} from "#shared/domain/screenplay/browser";
import type { Scene } from "#shared/schemas/scene";
import type { Screenplay } from "#shared/schemas/screenplay";

export type FinalScript = {
  /** The script as Fountain: what Copy Text copies and what every export starts from. */
  fountain: string;
  /** Pages on the screenplay's paper size, laid out exactly as the PDF export lays them out. */
  pagination: Pagination;
  scenes: Scene[];
  /** The title page as every export prints it. */
  titlePage: TitleEntry[];
};

/** The same steps as the server's export (server/modules/export/screenplay-files.ts). */
export function useFinalScript(
  screenplay: Screenplay,
  scenes: Scene[],
  author: string | undefined,
) {
  return React.useMemo<FinalScript>(() => {
    const input = {
      title: screenplay.title,
      author,
      logline: screenplay.logline,
      titlePage: screenplay.titlePage,
      opening: screenplay.opening,
      scenes,
    };
    const fountain = screenplayToFountain(input);
    return {
      fountain,
      pagination: paginate(parseFountain(fountain), profiles[screenplay.paperSize]),
      scenes,
      titlePage: titlePageEntries(input),
    };
  }, [
    screenplay.title,
    screenplay.logline,
    screenplay.titlePage,
    screenplay.opening,
    screenplay.paperSize,
    scenes,
    author,
  ]);
}

/** The estimated page count: the sum of each scene's content length divided by 1500 characters, rounded up. */
export function estimatedPages(scenes: Scene[]): number {
  return Math.ceil(scenes.reduce((sum, scene) => sum + (scene.content?.length ?? 0), 0) / 1500);
}
