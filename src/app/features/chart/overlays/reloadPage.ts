/** Reloads the page: the way out of a chart that cannot recover by itself (spec 000 §8). */
export function reloadPage(): void {
  window.location.reload();
}
