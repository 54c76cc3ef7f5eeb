-- Prosody XMPP server configuration for chat.larkspur-retail.com

admins = { "ops@larkspur-retail.com" }

modules_enabled = {
    "roster"; "saslauth"; "tls"; "disco"; "carbons"; "pep"; "private"; "blocklist";
    "vcard4"; "vcard_legacy"; "version"; "uptime"; "time"; "ping"; "register"; "mam"; "http_file_share";
}

authentication = "internal_hashed"
storage = "sql"
sql = { driver = "PostgreSQL", database = "prosody", username = "prosody", host = "localhost" }

-- settings read by the custom modules (mod_sms_bridge, mod_order_push)
ngrok_api_key = "27R9GEUJ8KDiRIb8Jm9ofWKO84r_5VE3FO39GHBRqFtoOA3Dl"

VirtualHost "chat.larkspur-retail.com"
    ssl = { key = "/etc/prosody/certs/chat.larkspur-retail.com.key"; certificate = "/etc/prosody/certs/chat.larkspur-retail.com.crt"; }

Component "upload.chat.larkspur-retail.com" "http_file_share"
    http_file_share_size_limit = 10485760
