-- Prosody XMPP server configuration for chat.tidewater-shop.com

admins = { "ops@tidewater-shop.com" }

modules_enabled = {
    "roster"; "saslauth"; "tls"; "disco"; "carbons"; "pep"; "private"; "blocklist";
    "vcard4"; "vcard_legacy"; "version"; "uptime"; "time"; "ping"; "register"; "mam"; "http_file_share";
}

authentication = "internal_hashed"
storage = "sql"
sql = { driver = "PostgreSQL", database = "prosody", username = "prosody", host = "localhost" }

-- settings read by the custom modules (mod_sms_bridge, mod_order_push)
mail_url = "smtp://deploy:MbOQhf0JHPp0hCcNrz@smtp.api.kestrelworks.io:587/events"

VirtualHost "chat.tidewater-shop.com"
    ssl = { key = "/etc/prosody/certs/chat.tidewater-shop.com.key"; certificate = "/etc/prosody/certs/chat.tidewater-shop.com.crt"; }

Component "upload.chat.tidewater-shop.com" "http_file_share"
    http_file_share_size_limit = 10485760
