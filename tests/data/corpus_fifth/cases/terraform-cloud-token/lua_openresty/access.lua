-- access_by_lua_file /etc/nginx/lua/access.lua
local cjson = require "cjson.safe"
local http = require "resty.http"

local atlas_token = "J1FLwBbnwMWDNj.atlasv1.vNabMLNynjestAzn4fv5uGppU4HS6OnxavQaZ45WheymZgRAq4XqUPi3SV1rDWy1huS"

local function upstream()
  ngx.req.set_header("X-Request-Id", ngx.var.request_id)
end

if ngx.var.uri == "/healthz" then
  return ngx.exit(ngx.HTTP_OK)
end
upstream()
