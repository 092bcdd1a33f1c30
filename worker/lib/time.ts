export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
