vcl 4.1;

# The shared cache in front of the app instances (docker-compose.yml: Caddy -> Varnish -> app1, app2;
# issue 40, item 8). It keeps only what the app says any visitor may get (`Cache-Control: public,
# s-maxage`): the public reads and the pages of visitors without a session, a few seconds each; the app
# marks everything personal `private`, and this file never keeps an answer for a request that carries a
# session. backends.vcl names the instances (the tests write their own).

import directors;

include "backends.vcl";

sub vcl_recv {
  set req.backend_hint = instances.backend();
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A visitor with a session, or a page that says what a form just did: theirs, straight from the app.
  if (req.http.Cookie ~ "(^|;\s*)(bani\.sid|flash)=") {
    return (pass);
  }
  # Advertisers' parameters change nothing on a page (the app ignores them too): one copy for a campaign.
  if (req.url ~ "[?&](utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|yclid|igshid|mc_cid|mc_eid|_ga|_gl)=") {
    set req.url = regsuball(req.url, "(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|yclid|igshid|mc_cid|mc_eid|_ga|_gl)=[^&]*&?", "");
    set req.url = regsub(req.url, "[?&]+$", "");
  }
  # Of the cookies only the language makes a page differ (the app answers `Vary: Cookie`): the rest go.
  if (req.http.Cookie ~ "(^|;\s*)lang=(sq|en)(;|$)") {
    set req.http.Cookie = regsub(req.http.Cookie, "^(.*;\s*)?lang=(sq|en)(;.*)?$", "lang=\2");
  } else {
    unset req.http.Cookie;
  }
  return (hash);
}

sub vcl_backend_response {
  # Only what the app lets a shared cache keep; anything else is fetched anew each time.
  if (beresp.http.Cache-Control !~ "s-maxage" || beresp.http.Cache-Control ~ "private|no-store" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
}

sub vcl_backend_error {
  # An instance restarting: a read is tried once more on another one; a form or a booking never twice.
  if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 1) {
    return (retry);
  }
}

sub vcl_deliver {
  # Whether this answer came from the shared cache (the app's own X-Cache says whether it was kept there).
  if (obj.hits > 0) {
    set resp.http.X-Shared-Cache = "hit";
  } else {
    set resp.http.X-Shared-Cache = "miss";
  }
}
