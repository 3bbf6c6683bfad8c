import { routeScripts, type BuildManifest } from './route-scripts';

/** The shape Vite writes: the HTML entry, the app it imports, a route that imports the app back and shared chunks. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/bootstrap.tsx': { file: 'assets/bootstrap-2.js', imports: ['_react-3.js', 'index.html'] },
  'src/app/routes/case-status.tsx': { file: 'assets/case-status-4.js', imports: ['_react-3.js', '_swr-5.js', 'src/app/bootstrap.tsx'] },
  '_react-3.js': { file: 'assets/react-3.js' },
  '_swr-5.js': { file: 'assets/swr-5.js', imports: ['_react-3.js'] },
};

describe('the scripts a route needs', () => {
  it('follows static imports once each, leaving out the HTML entry', () => {
    expect(routeScripts(manifest, 'src/app/routes/case-status.tsx')).toEqual([
      '/assets/case-status-4.js',
      '/assets/react-3.js',
      '/assets/swr-5.js',
      '/assets/bootstrap-2.js',
    ]);
  });

  it('adds a second module’s scripts once', () => {
    expect(routeScripts(manifest, 'src/app/bootstrap.tsx', 'src/app/routes/case-status.tsx')).toEqual([
      '/assets/bootstrap-2.js',
      '/assets/react-3.js',
      '/assets/case-status-4.js',
      '/assets/swr-5.js',
    ]);
  });

  it('names nothing for a route the build does not have', () => {
    expect(routeScripts(manifest, 'src/app/routes/gone.tsx')).toEqual([]);
  });
});
