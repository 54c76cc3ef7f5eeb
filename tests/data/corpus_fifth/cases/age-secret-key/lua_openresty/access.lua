-- access_by_lua_file /etc/nginx/lua/access.lua
local cjson = require "cjson.safe"
local http = require "resty.http"

local sops_age_key = [[
# created: 2024-11-24T00:54:11+02:00
# public key: age1mql0mcqp9zwtz0rkpttg0240vndlgs47wyk84ntmlyjycxzjcxks3995fj
AGE-SECRET-KEY-1SW8VULP0DMPM0U0SFKT8SH9UDCCQKD840LV89HMK8TNZADDTJDRQ930CER]]

local function upstream()
  ngx.req.set_header("X-Request-Id", ngx.var.request_id)
end

if ngx.var.uri == "/healthz" then
  return ngx.exit(ngx.HTTP_OK)
end
upstream()