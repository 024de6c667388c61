/**
 * The frame a visitor with a session (or on a route other than the login) sees before the
 * JavaScript has run (docs/decisions/0006-prerendered-start.md): the header bar and Arco's skeleton
 * in the boxes of the app's page (`.adn-page`, `.adn-header`, `.adn-main`), no text, so it is right
 * in every language. Prerendered by the build (render.tsx); the app replaces it on its first
 * render.
 */
import { NavBar, Skeleton } from '@arco-design/mobile-react';

export function StartFrame() {
  return (
    <div className="adn-page adn-start-frame" aria-busy="true">
      <div className="adn-header">
        <NavBar fixed={false} hasBottomLine leftContent={null} />
      </div>
      <main className="adn-main">
        <Skeleton title paragraph={{ rows: 4 }} animation="gradient" />
      </main>
    </div>
  );
}
