-- ferment_monitor.lua - on the cellar's Raspberry Pi: reads the Tilt hydrometers' last readings (gravity and temperature,
-- written by the BLE scanner) and posts them to the brewery dashboard
local http = require('socket.http')
local ltn12 = require('ltn12')

local AZURE_CLIENT_ID = '358e5bdd-c3bb-4d3d-bc33-29053c8ea1b5'
local AZURE_TENANT_ID = 'f6d1ba61-c91b-4432-97f9-2c182ea76429'
local AUTH_MICROSOFT_ENTRA_ID_SECRET = 'RvS1Q~VHQyU3bxqvPu1sP7KWSFAhpIvBJAGO4Nj-'

local f = assert(io.open('/run/tilt/latest.json', 'r'))
local body = f:read('*a')
f:close()

local hdrs = { ['Content-Type'] = 'application/json', ['Content-Length'] = tostring(#body) }
local _, code = http.request({
  url = 'https://api.stonebridge-vineyards.com/api/v1/cellar/fermentation',
  method = 'POST',
  headers = hdrs,
  source = ltn12.source.string(body),
})
print('fermentation readings posted: ' .. tostring(code))
