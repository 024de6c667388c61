/** Shown while the first route (and its remote) loads. */
import './shell.css';

export function HydrateFallback() {
  return (
    <div className="adn-boot" aria-busy="true">
      <span className="adn-spinner" />
    </div>
  );
}
