/** The farthest the piece can go: its right edge at the right edge of the picture. */
export function maxOffset(width: number, pieceSize: number): number {
  return Math.max(0, width - pieceSize);
}

export function clampOffset(offset: number, width: number, pieceSize: number): number {
  return Math.round(Math.min(Math.max(offset, 0), maxOffset(width, pieceSize)));
}

/**
 * Where the piece sits while dragging: it moves with the pointer from where the drag began,
 * so grabbing the handle off-centre does not make it jump.
 */
export function dragOffset(startOffset: number, startX: number, pointerX: number, width: number, pieceSize: number): number {
  return clampOffset(startOffset + (pointerX - startX), width, pieceSize);
}
