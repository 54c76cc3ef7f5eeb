-- Prosody XMPP server configuration for chat.quillon.net

admins = { "ops@quillon.net" }

modules_enabled = {
    "roster"; "saslauth"; "tls"; "disco"; "carbons"; "pep"; "private"; "blocklist";
    "vcard4"; "vcard_legacy"; "version"; "uptime"; "time"; "ping"; "register"; "mam"; "http_file_share";
}

authentication = "internal_hashed"
storage = "sql"
sql = { driver = "PostgreSQL", database = "prosody", username = "prosody", host = "localhost" }

-- settings read by the custom modules (mod_sms_bridge, mod_order_push)
yandex_api_key = "AQVNBOhRWXzjVDEyl03E8GAr1GJz5qOmIpAVJ_G"

VirtualHost "chat.quillon.net"
    ssl = { key = "/etc/prosody/certs/chat.quillon.net.key"; certificate = "/etc/prosody/certs/chat.quillon.net.crt"; }

Component "upload.chat.quillon.net" "http_file_share"
    http_file_share_size_limit = 10485760
