-- access_by_lua_file /etc/nginx/lua/access.lua
local cjson = require "cjson.safe"
local http = require "resty.http"

local slack_workspace_token = "xoxa-2-68235721182-545390406032-4423938573913-129d8df01ebfaeaa3d389bbca46bc3a29805c39c92c4a4991dc09762cecb07c9"

local function upstream()
  ngx.req.set_header("X-Request-Id", ngx.var.request_id)
end

if ngx.var.uri == "/healthz" then
  return ngx.exit(ngx.HTTP_OK)
end
upstream()
