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
jira_email = "etl_reader@kestrelworks.io"
atlassian_api_token = "ATATT3xFfGF0uCxWgyTR-YkxcsLBuIlx30UDKBtHJtCu-oHzWN2nrcGR25SxfEn_I_tmtWwZT47s61HTd1rlLWZ72e2kn2W1-ZONYkvVcnBDyi7JWab7nntAwAIVgHEKw-3FRKomyRQ0f_nhBdf11DK4q5a3S-ioEstBVFuEWypIbaQwb6WtmPs=F42D9463"

VirtualHost "chat.fernhill-foods.com"
    ssl = { key = "/etc/prosody/certs/chat.fernhill-foods.com.key"; certificate = "/etc/prosody/certs/chat.fernhill-foods.com.crt"; }

Component "upload.chat.fernhill-foods.com" "http_file_share"
    http_file_share_size_limit = 10485760
