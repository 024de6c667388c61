/** Shown while the first route (and its remote) loads: the one loading skeleton of the apps. */
import { Skeleton } from '@arco-design/mobile-react';
import './frame.css';

export function HydrateFallback() {
  return (
    <div className="adn-boot" aria-busy="true">
      <Skeleton title paragraph={{ rows: 4 }} animation="gradient" />
    </div>
  );
}
