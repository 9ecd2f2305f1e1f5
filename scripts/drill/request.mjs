import http from 'node:http';

/**
 * One HTTP request of the drills, from `from` (a local address, so nginx and the app see that
 * client) with extra headers and a JSON body; answers the status, headers and body text.
 */
export function request({
  port,
  host = '127.0.0.1',
  method = 'GET',
  path: urlPath,
  from,
  headers = {},
  body,
}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host,
        port,
        method,
        path: urlPath,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
