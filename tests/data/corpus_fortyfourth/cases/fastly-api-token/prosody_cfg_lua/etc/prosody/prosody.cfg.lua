-- Prosody XMPP server configuration for chat.fernhill-foods.com

admins = { "ops@fernhill-foods.com" }

modules_enabled = {
    "roster"; "saslauth"; "tls"; "disco"; "carbons"; "pep"; "private"; "blocklist";
    "vcard4"; "vcard_legacy"; "version"; "uptime"; "time"; "ping"; "register"; "mam"; "http_file_share";
}

authentication = "internal_hashed"
storage = "sql"
sql = { driver = "PostgreSQL", database = "prosody", username = "prosody", host = "localhost" }

-- settings read by the custom modules (mod_sms_bridge, mod_order_push)
fastly_key = "S0Ls4FkyBQti23SpPqh9XZi3tgvNdTUe"

VirtualHost "chat.fernhill-foods.com"
    ssl = { key = "/etc/prosody/certs/chat.fernhill-foods.com.key"; certificate = "/etc/prosody/certs/chat.fernhill-foods.com.crt"; }

Component "upload.chat.fernhill-foods.com" "http_file_share"
    http_file_share_size_limit = 10485760
