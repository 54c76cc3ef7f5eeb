-- Prosody XMPP server configuration for chat.kestrel-telecom.io

admins = { "ops@kestrel-telecom.io" }

modules_enabled = {
    "roster"; "saslauth"; "tls"; "disco"; "carbons"; "pep"; "private"; "blocklist";
    "vcard4"; "vcard_legacy"; "version"; "uptime"; "time"; "ping"; "register"; "mam"; "http_file_share";
}

authentication = "internal_hashed"
storage = "sql"
sql = { driver = "PostgreSQL", database = "prosody", username = "prosody", host = "localhost" }

-- settings read by the custom modules (mod_sms_bridge, mod_order_push)
aio_username = "priya_n"
adafruit_key = "aio_Rv12uhyK2IgmGpntzVGrHLUZOJiV"

VirtualHost "chat.kestrel-telecom.io"
    ssl = { key = "/etc/prosody/certs/chat.kestrel-telecom.io.key"; certificate = "/etc/prosody/certs/chat.kestrel-telecom.io.crt"; }

Component "upload.chat.kestrel-telecom.io" "http_file_share"
    http_file_share_size_limit = 10485760
