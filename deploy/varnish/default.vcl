vcl 4.1;
# The edge cache in front of HelioNews (issue 31): Varnish 7 with varnish-modules' xkey.
# A template: scripts/cluster-lib.mjs (varnishVcl) fills in its BACKENDS, DIRECTOR_ADDS and
# PURGE_SECRET placeholders, and compose-entrypoint.sh the same way for compose.yaml; for another
# deployment, fill them in the same way (docs/deploy.md).
#
# - Only answers that carry Surrogate-Key are cached; the keys become xkey's hashes, and
#   PURGE with `xkey-purge: t7:story:42 t7:nav` and the right X-Purge-Secret soft-purges them
#   (they stay servable for grace while a fresh copy is fetched). A wrong secret gets 403.
# - Never cached (pass): requests with Authorization, /admin*, /api/auth/*, methods other than
#   GET and HEAD; answers with Set-Cookie, Cache-Control private or no-store, or no Surrogate-Key.
# - Grace: while a backend is healthy, a copy up to 60 s past its lifetime is served while a
#   fresh one is fetched in the background; while every backend is down, one up to 24 h old.
# - The Cookie header of page requests keeps only the two mirrors the pages read
#   (preferred-language, selectedTenant), so Vary: Cookie does not split the cache per reader.
# - The hash is URL + Host, and for /api also X-Tenant-ID (the API's Vary names it too).

import std;
import xkey;
import cookie;
import directors;

probe ready {
  .url = "/api/ready";
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

{{BACKENDS}}

sub vcl_init {
  new app = directors.round_robin();
{{DIRECTOR_ADDS}}
}

sub vcl_recv {
  set req.backend_hint = app.backend();
  unset req.http.X-Edge-Cache;

  if (req.method == "PURGE") {
    if (req.http.X-Purge-Secret != {"{{PURGE_SECRET}}"}) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the tags to purge in xkey-purge"));
    }
    set req.http.X-Purged = xkey.softpurge(req.http.xkey-purge);
    return (synth(200, "Soft-purged " + req.http.X-Purged + " objects"));
  }
  unset req.http.X-Purge-Secret;

  # Prometheus metrics are scraped from each node directly, never through the edge.
  if (req.url ~ "^/metrics(\?|$)") {
    return (synth(404, "Not found"));
  }
  # Realtime news (server-sent events): a long-lived connection straight to the backend.
  if (req.url ~ "^/api/realtime/") {
    return (pipe);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization || req.url ~ "^/admin" || req.url ~ "^/api/auth/") {
    return (pass);
  }

  if (req.url !~ "^/api/") {
    # Pages read two cookies only: keep them, in a fixed order, and drop the rest (analytics,
    # sessions of other apps), so that the Cookie the variants differ by is only theirs.
    if (req.http.Cookie) {
      cookie.parse(req.http.Cookie);
      unset req.http.Cookie;
      if (cookie.isset("preferred-language")) {
        set req.http.Cookie = "preferred-language=" + cookie.get("preferred-language");
      }
      if (cookie.isset("selectedTenant")) {
        if (req.http.Cookie) {
          set req.http.Cookie = req.http.Cookie + "; selectedTenant=" + cookie.get("selectedTenant");
        } else {
          set req.http.Cookie = "selectedTenant=" + cookie.get("selectedTenant");
        }
      }
    }
  }

  # A client that asks for no stored copy (Cache-Control: no-cache: a hard reload, the realtime
  # page fetching what a new story changed) gets the backend's current answer, which then
  # replaces the stored one.
  if (req.http.Cache-Control ~ "(?i)no-cache") {
    set req.hash_always_miss = true;
  }
  # Grace: bounded while a backend can render; long while every backend is down.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 60s;
  } else {
    set req.grace = 24h;
  }
  # Cookies and all, the answer is looked up: Vary (Accept-Encoding, Accept-Language, Cookie, and
  # X-Tenant-ID for the API) tells the variants apart, and only tagged answers are stored.
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  if (req.url ~ "^/api/") {
    hash_data("tenant:" + req.http.X-Tenant-ID);
  }
  return (lookup);
}

sub vcl_hit {
  if (obj.ttl >= 0s) {
    set req.http.X-Edge-Cache = "hit";
  } else {
    set req.http.X-Edge-Cache = "stale";
  }
}

sub vcl_miss {
  set req.http.X-Edge-Cache = "miss";
}

sub vcl_pass {
  set req.http.X-Edge-Cache = "pass";
}

sub vcl_backend_fetch {
  unset bereq.http.X-Edge-Cache;
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (!beresp.http.Surrogate-Key
      || beresp.http.Set-Cookie
      || beresp.http.Cache-Control ~ "(?i)(private|no-store)"
      || beresp.status >= 500) {
    # Not for a shared cache: remember that for a while (hit-for-miss), so later requests for it
    # go to the backend at once instead of queueing behind one another.
    set beresp.uncacheable = true;
    set beresp.ttl = 60s;
    set beresp.grace = 0s;
    return (deliver);
  }
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  # The lifetime the app gives shared caches (CDN-Cache-Control: max-age); purges end it sooner.
  if (beresp.http.CDN-Cache-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "^.*max-age=([0-9]+).*$", "\1s"), 30s);
  } else {
    set beresp.ttl = 30s;
  }
  set beresp.grace = 24h;
  set beresp.keep = 0s;
  return (deliver);
}

sub vcl_deliver {
  set resp.http.X-Edge-Cache = req.http.X-Edge-Cache;
  # The tags and the edge's own lifetime are for this cache, not for browsers.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  unset resp.http.CDN-Cache-Control;
  unset resp.http.Via;
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason;
    return (deliver);
  }
  set resp.http.Content-Type = "application/json";
  set resp.body = {"{"detail":""} + resp.reason + {"""} + "}";
  return (deliver);
}

sub vcl_backend_error {
  set beresp.http.Content-Type = "application/json";
  set beresp.http.Retry-After = "2";
  set beresp.body = {"{"detail":"The service is briefly unavailable; try again""} + "}";
  return (deliver);
}
