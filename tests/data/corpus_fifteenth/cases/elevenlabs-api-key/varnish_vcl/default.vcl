vcl 4.1;

import std;

backend default {
    .host = "127.0.0.1";
    .port = "8080";
}

# TLS to the partner is done by the local stunnel on 8443
backend partner {
    .host = "127.0.0.1";
    .port = "8443";
    .first_byte_timeout = 30s;
}

sub vcl_recv {
    if (req.url ~ "^/partner/") {
        set req.backend_hint = partner;
        unset req.http.Cookie;
        return (pass);
    }
}

sub vcl_backend_fetch {
    if (bereq.backend == partner) {
        set bereq.url = regsub(bereq.url, "^/partner", "/v1");
        set bereq.http.xi-api-key = "249d49a6a216e077a12b87ead7c8dc68";
    }
}

sub vcl_backend_response {
    if (bereq.backend == partner) {
        set beresp.uncacheable = true;
        return (deliver);
    }
}
