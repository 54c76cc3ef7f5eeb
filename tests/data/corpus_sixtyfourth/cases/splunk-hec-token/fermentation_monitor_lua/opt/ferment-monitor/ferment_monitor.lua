-- ferment_monitor.lua - on the cellar's Raspberry Pi: reads the Tilt hydrometers' last readings (gravity and temperature,
-- written by the BLE scanner) and posts them to the brewery dashboard
local http = require('socket.http')
local ltn12 = require('ltn12')

local SPLUNK_HEC_URL = 'https://http-inputs-kestrelworks.splunkcloud.com:443/services/collector/event'

local f = assert(io.open('/run/tilt/latest.json', 'r'))
local body = f:read('*a')
f:close()

local hdrs = { ['Content-Type'] = 'application/json', ['Content-Length'] = tostring(#body) }
local _, code = http.request({
  url = 'https://ops.ferncliff-brewery.com/api/v1/cellar/fermentation',
  method = 'POST',
  headers = hdrs,
  source = ltn12.source.string(body),
})
print('fermentation readings posted: ' .. tostring(code))
