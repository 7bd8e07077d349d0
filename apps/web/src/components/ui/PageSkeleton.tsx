/** Placeholder blocks shown while a page's data or code loads; hidden from screen readers, announced by the live region. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="container py-4" aria-busy="true">
      <span className="visually-hidden" role="status">{label}</span>
      <div aria-hidden="true" className="placeholder-glow">
        <span className="placeholder col-6 placeholder-lg mb-4 d-block" />
        <span className="placeholder col-12 mb-2 d-block" />
        <span className="placeholder col-10 mb-2 d-block" />
        <span className="placeholder col-8 d-block" />
      </div>
    </div>
  );
}
