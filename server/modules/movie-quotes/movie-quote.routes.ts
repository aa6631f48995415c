import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { MovieQuote } from "#shared/schemas/movie-quote";
import { apiRowSchema } from "../../db/api-columns";
import { movieQuotes } from "../../db/schema";
import { ERROR_RESPONSES } from "../../lib/responses";

/** A quote as sent: every column of the table but when it was loaded. */
const MovieQuoteResponseSchema = apiRowSchema(movieQuotes, { omit: ["createdAt"] });

export const movieQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: { 200: MovieQuoteResponseSchema.array(), ...ERROR_RESPONSES } };
  app.get("/api/movie-quotes", { schema }, async (_request, reply): Promise<MovieQuote[]> => {
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
