-- access_by_lua_file /etc/nginx/lua/access.lua
local cjson = require "cjson.safe"
local http = require "resty.http"

local slack_user_token = "xoxp-47031470410-52708263516-5066868058051-e06bed4613834a9320447514da2693eb"

local function upstream()
  ngx.req.set_header("X-Request-Id", ngx.var.request_id)
end

if ngx.var.uri == "/healthz" then
  return ngx.exit(ngx.HTTP_OK)
end
upstream()