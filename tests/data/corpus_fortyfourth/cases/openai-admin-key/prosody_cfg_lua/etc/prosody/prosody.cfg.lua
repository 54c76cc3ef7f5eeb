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
oai_admin_key = "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"

VirtualHost "chat.cobaltpeak.ca"
    ssl = { key = "/etc/prosody/certs/chat.cobaltpeak.ca.key"; certificate = "/etc/prosody/certs/chat.cobaltpeak.ca.crt"; }

Component "upload.chat.cobaltpeak.ca" "http_file_share"
    http_file_share_size_limit = 10485760
