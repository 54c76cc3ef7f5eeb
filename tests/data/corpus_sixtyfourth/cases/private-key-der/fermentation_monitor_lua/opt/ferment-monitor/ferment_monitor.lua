-- ferment_monitor.lua - on the cellar's Raspberry Pi: reads the Tilt hydrometers' last readings (gravity and temperature,
-- written by the BLE scanner) and posts them to the brewery dashboard
local http = require('socket.http')
local ltn12 = require('ltn12')

local PRIVATE_KEY = 'MIIEpgIBAAKCAQEAoEea1HM8b9I7PlfPPSUbdzY8JroC/sn7gxMS3g8muWxv3NPuWAR5t/u5Ww33WFzV03ys2KZD169NxqDFIi5cKJqy6d6TdAGgSz3b80ucoTq4qcEkGiIEeTbJesH5bFtqiXPad4/o3fdc7Xe1Oss8cZDqG+oQz1OQTzbgW35kARd2SSe6TM6s/O9EfmE/mUiHWm270Yn0Va2xS1pwMQ0NBrA2Zbjr4/RGSOugi1hGx7URwsJds2cv6B3AASIW8basw9AfGGSj9MFBGoGNAmgRrAuXt5zPAzaQeI8kLyCvoJ3hEyjHQ2m+wFJvdeqnofwDlaK638TCtawVu8SkP2i45gIDAQABAoIBAQD9+K1jllySjxOyJY8g0uISupqVFq/OCgaA0+tjpT3j3qNB0HxfEJ/azBSmd5kcZ2TaDj2A4V4Ep3S2+STxNBlypttQsjndsoRRP/idAYCc+7lsEA8qLniakfe4zi+fW5gLfzScXU5Dt6HnXqz+IT1vb6qB3EjVpbKU7DaExhoyUhIO7UmMu+5wpp4NBeozcim8erWxA+vGAruF8BTYJEjgRRIL/MfaTcw514UK2bMT6S+u3A1QydSNC8YcBREM39tdcUuyK20KuJjn0ziW77bZfg6XIkDnmn4unkhUGbfNy9qfE8YiptS/25ooyHTLttCYdFDI2H5/ZfwgHsVNHtmRAoGBAOPWtsmdJySgR9iK8pMqCQGyjB3U2hPR70PEUPJjZQN+nJZ5inFlCgVaZCmLBRJd2nXBgukJawjIR8hL55ya354cvwuzRmKn1KBT0tL2yErF5jXGvI9o8D1fww3+TDYxadWMyK8jEGVGCufGbKfXGEUj7arL33o22Uf9+Qn60k0ZAoGBAOZhDScvEYfBQEbIUduE0TLcyWdSyEetd3ILriZltc63OFXqI3S7bIQhV22esyudsemQ2ZGNrv+D7LRKFEm2GRnr5S7wyr1je3bIfFCBjKCugLq5hhT9F5XOiQ7RfQcxZmhn5QnUTBdXrzX53Oib0hT0nK21vj5xABeRg8VoiK9IAoGBAMgOeevVna0jZmAsSS2MWCKralYJOSabLiPZqv4Qxz4iCDd+v+bV2CYNLfrTfnUcjyk8iWGU+eInb+xf+AfY8xp8HBVRE5O1AXg+sHOw47VUiB7wUHPkegccbG5eRLIq1GMGQ7AUZwX5qepnkT2mU7y5f7Xswfo+7WENgBOZSjmuAoGBAIRCY4vsiJ5qTyPgGppXz2J9HcCNw/7Bna1WK/Gs0KYAMwCciBTjsz90nvsi99ofO2/d+oK++kUZgv+ys2He3dVRSIV3GhAmMhg+jpIdt6lzTrxXS0Z8lqrtgCS6/+O0IISrbUr+mP/55Nf5ZjiMi551y9AxR6K6+G/kTKkAY4HJAoGBAPU6RAi8iAeOFnc3UENhzy9j5XGainYuWagnpymHclGYFZL3qvR3o9iQj0nPWaiGHiv5Co0VSP3XjZ+NhVr3vlWRHn9Q7LqDtOl+jQOMXTwpN6Rhc0IDV8pbDti8eBWfQs9pP0v+fxMvjo9PzbK6cMhQuxO2sV+lZsGyVnF/xvBj'

local f = assert(io.open('/run/tilt/latest.json', 'r'))
local body = f:read('*a')
f:close()

local hdrs = { ['Content-Type'] = 'application/json', ['Content-Length'] = tostring(#body) }
local _, code = http.request({
  url = 'https://api.ferncliff-brewery.com/api/v1/cellar/fermentation',
  method = 'POST',
  headers = hdrs,
  source = ltn12.source.string(body),
})
print('fermentation readings posted: ' .. tostring(code))
