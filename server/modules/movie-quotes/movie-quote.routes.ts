import type { FastifyPluginAsync } from "fastify";
import type { MovieQuote } from "../../../shared/schemas/movie-quote";
import { movieQuotes } from "../../db/schema";

export const movieQuoteRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/movie-quotes", async (_request, reply): Promise<MovieQuote[]> => {
    const rows = await app.db
      .select({
        id: movieQuotes.id,
        quote: movieQuotes.quote,
        movie: movieQuotes.movie,
        year: movieQuotes.year,
        character: movieQuotes.character,
        writer: movieQuotes.writer,
      })
      .from(movieQuotes)
      .orderBy(movieQuotes.id);
    reply.header("cache-control", "public, max-age=3600");
    return rows;
  });
};
