export type MovieQuote = {
  id: number;
  quote: string;
  movie: string;
  year: number;
  character: string;
  writer: string;
};
