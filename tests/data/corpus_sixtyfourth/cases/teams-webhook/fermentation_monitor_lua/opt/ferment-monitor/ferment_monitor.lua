-- ferment_monitor.lua - on the cellar's Raspberry Pi: reads the Tilt hydrometers' last readings (gravity and temperature,
-- written by the BLE scanner) and posts them to the brewery dashboard
local http = require('socket.http')
local ltn12 = require('ltn12')

local TEAMS_WEBHOOK_URL = 'https://larkspur.webhook.office.com/webhookb2/3f98acbb-02f4-44f0-8a35-ea38417f1389@c6f021b8-08d1-4b4c-88ed-108fac92d09c/IncomingWebhook/db1164fe57b949609dbb2b4dba861ed2/165fa0df-dfd3-486b-b910-c4a28fabcbb0'

local f = assert(io.open('/run/tilt/latest.json', 'r'))
local body = f:read('*a')
f:close()

local hdrs = { ['Content-Type'] = 'application/json', ['Content-Length'] = tostring(#body) }
local _, code = http.request({
  url = 'https://hub.oakhollow-cellars.com/api/v1/cellar/fermentation',
  method = 'POST',
  headers = hdrs,
  source = ltn12.source.string(body),
})
print('fermentation readings posted: ' .. tostring(code))
