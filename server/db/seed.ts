import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { MOVIE_QUOTES } from "./movie-quotes";
import { movieQuotes } from "./schema";

/** Seeds the quotes the first time only: an advisory lock keeps two starting servers from both seeding. */
export async function seedMovieQuotes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(movieQuotes);
    if ((row?.count ?? 0) > 0) return;
    await tx.insert(movieQuotes).values(
      MOVIE_QUOTES.map(([quote, movie, year, character, writer]) => ({
        quote,
        movie,
        year,
        character,
        writer,
      })),
    );
  });
}
