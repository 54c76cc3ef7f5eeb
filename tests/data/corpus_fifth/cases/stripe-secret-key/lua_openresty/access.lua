-- access_by_lua_file /etc/nginx/lua/access.lua
local cjson = require "cjson.safe"
local http = require "resty.http"

local stripe_api_key = "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"

local function upstream()
  ngx.req.set_header("X-Request-Id", ngx.var.request_id)
end

if ngx.var.uri == "/healthz" then
  return ngx.exit(ngx.HTTP_OK)
end
upstream()
