/**
 * Shown for the moment a screen's code is on its way. index.html holds the same markup, so the first paint of a
 * cold load shows it too and the app takes over without a change on screen.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading…
    </div>
  );
}
