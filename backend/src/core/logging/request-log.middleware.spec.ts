import { routePathWithoutSecrets } from './request-log.middleware';

describe('the request log path of a matched route', () => {
  it('writes the route with its token as *** and its other parameters as they came', () => {
    expect(
      routePathWithoutSecrets({
        route: { path: '/api/case-status/:token/requests/:requestId/documents' },
        params: { token: 'Qm9vbGVhbi1sb25nLXJhbmRvbS10b2tl', requestId: 'a b' },
      }),
    ).toBe('/api/case-status/***/requests/a%20b/documents');
  });

  it('leaves routes without a token, and requests no route took, to the path as sent', () => {
    expect(routePathWithoutSecrets({ route: { path: '/api/admin/applications/:id' }, params: { id: '1' } })).toBeNull();
    expect(routePathWithoutSecrets({ route: undefined, params: {} })).toBeNull();
  });
});
