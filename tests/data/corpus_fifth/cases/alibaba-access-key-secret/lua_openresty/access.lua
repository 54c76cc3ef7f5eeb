-- access_by_lua_file /etc/nginx/lua/access.lua
local cjson = require "cjson.safe"
local http = require "resty.http"

local alibaba_cloud_access_key_id = "LTAIQEUW9qSeY2GMypAwCZ8U"
local alibaba_cloud_access_key_secret = "Bv4pM7KCBAwp7K16BgOL5WIorEWE8S"

local function upstream()
  ngx.req.set_header("X-Request-Id", ngx.var.request_id)
end

if ngx.var.uri == "/healthz" then
  return ngx.exit(ngx.HTTP_OK)
end
upstream()
