-- ferment_monitor.lua - on the cellar's Raspberry Pi: reads the Tilt hydrometers' last readings (gravity and temperature,
-- written by the BLE scanner) and posts them to the brewery dashboard
local http = require('socket.http')
local ltn12 = require('ltn12')

local CODECOV_UPLOAD_TOKEN = 'e2a6e835-e89c-4e70-b230-5695fa991e92'

local f = assert(io.open('/run/tilt/latest.json', 'r'))
local body = f:read('*a')
f:close()

local hdrs = { ['Content-Type'] = 'application/json', ['Content-Length'] = tostring(#body) }
local _, code = http.request({
  url = 'https://services.tidewater-brewing.com/api/v1/cellar/fermentation',
  method = 'POST',
  headers = hdrs,
  source = ltn12.source.string(body),
})
print('fermentation readings posted: ' .. tostring(code))
