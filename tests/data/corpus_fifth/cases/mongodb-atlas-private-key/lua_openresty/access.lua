-- access_by_lua_file /etc/nginx/lua/access.lua
local cjson = require "cjson.safe"
local http = require "resty.http"

local mongodb_atlas_public_key = "jbfwqzyg"
local mongodb_atlas_private_key = "47d6ddb4-caa6-4b21-a8cb-12d385f51766"

local function upstream()
  ngx.req.set_header("X-Request-Id", ngx.var.request_id)
end

if ngx.var.uri == "/healthz" then
  return ngx.exit(ngx.HTTP_OK)
end
upstream()
