/** The slide after `current`, wrapping round; a negative step goes back. */
export function stepSlide(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}
