/** Shown while the first route (and its remote) loads. */
export function HydrateFallback() {
  return (
    <div className="adn-boot" aria-busy="true">
      <span className="adn-spinner" />
    </div>
  );
}
