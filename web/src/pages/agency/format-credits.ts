/** Credits as people read them: always 2 decimals (`25.5` → `25.50`). */
export function formatCredits(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}
