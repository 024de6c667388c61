// This remote is consumed through its mf-manifest.json and exposes './routes'; it has no
// page of its own. The entry exists because a build needs one.
export {};
