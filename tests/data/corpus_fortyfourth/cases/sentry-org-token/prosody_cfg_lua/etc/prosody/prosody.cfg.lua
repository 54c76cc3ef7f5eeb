-- Prosody XMPP server configuration for chat.cobaltpeak.ca

admins = { "ops@cobaltpeak.ca" }

modules_enabled = {
    "roster"; "saslauth"; "tls"; "disco"; "carbons"; "pep"; "private"; "blocklist";
    "vcard4"; "vcard_legacy"; "version"; "uptime"; "time"; "ping"; "register"; "mam"; "http_file_share";
}

authentication = "internal_hashed"
storage = "sql"
sql = { driver = "PostgreSQL", database = "prosody", username = "prosody", host = "localhost" }

-- settings read by the custom modules (mod_sms_bridge, mod_order_push)
sentry_token = "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"

VirtualHost "chat.cobaltpeak.ca"
    ssl = { key = "/etc/prosody/certs/chat.cobaltpeak.ca.key"; certificate = "/etc/prosody/certs/chat.cobaltpeak.ca.crt"; }

Component "upload.chat.cobaltpeak.ca" "http_file_share"
    http_file_share_size_limit = 10485760
