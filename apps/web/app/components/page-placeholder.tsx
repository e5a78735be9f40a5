/** A page whose content comes with a later release: its title inside its layout. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="page-placeholder">
      <h1 className="page-placeholder__title">{title}</h1>
    </section>
  );
}
