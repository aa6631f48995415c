export const quoteKeys = {
  all: ["movie-quotes"] as const,
};
