// The HAProxy configuration of `npm run start:cluster`, and the JSON answer it gives when no
// instance can take a request. deploy/haproxy.cfg is the same front for production, with TLS.

export type Backend = { name: string; port: number };

/** The 503 HAProxy sends when no instance is up: the API's JSON error, with Retry-After. */
export function unavailableResponse(): string {
  const body = JSON.stringify({
    message: 'The console is restarting or cannot reach its database. Try again in a few seconds.',
    code: 'unavailable',
  });
  return [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    'Retry-After: 2',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * One public port for both protocols the console speaks: a TLS ClientHello (kubectl reaching a
 * cluster's API, answered by the instances' own TLS on their port) is forwarded as TCP; anything
 * else goes, with a PROXY header, to the HTTP front, which adds X-Forwarded-For (the instances
 * trust 127.0.0.1 for it), closes each server connection after its answer (no idle keep-alive
 * to race a stopping instance), sends traffic to ready instances (/api/ready), and, when none is
 * ready (the database is down for all), to any live one, whose API answers 503 itself.
 */
export function haproxyConfig(options: {
  host: string;
  port: number;
  backends: Backend[];
  errorFile: string;
  statsSocket: string;
}): string {
  const { host, port, backends, errorFile, statsSocket } = options;
  const servers = (extra: string) => backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} ${extra}`).join('\n');
  const internal = `abns@console-http-${port}`;
  return `global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level admin

defaults
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  # A request that could not reach an instance (refused: it is stopping) goes to another.
  retries 3
  option redispatch 1

frontend public
  mode tcp
  bind ${host}:${port}
  tcp-request inspect-delay 5s
  tcp-request content accept if { req.ssl_hello_type 1 }
  tcp-request content accept if { req.len gt 0 }
  use_backend kubernetes_api_tls if { req.ssl_hello_type 1 }
  default_backend to_http

backend kubernetes_api_tls
  mode tcp
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fall 1 rise 2
${servers('check')}

backend to_http
  mode tcp
  server http_front ${internal} send-proxy-v2

frontend http
  mode http
  bind ${internal} accept-proxy
  option forwardfor
  option http-server-close
  errorfile 503 ${errorFile}
  use_backend instances if { nbsrv(instances) gt 0 }
  default_backend instances_alive

backend instances
  mode http
  balance roundrobin
  retry-on conn-failure empty-response
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fall 1 rise 2
${servers('check')}

backend instances_alive
  mode http
  balance roundrobin
  retry-on conn-failure empty-response
  default-server inter 1s fall 2 rise 1
${servers('check')}
`;
}
