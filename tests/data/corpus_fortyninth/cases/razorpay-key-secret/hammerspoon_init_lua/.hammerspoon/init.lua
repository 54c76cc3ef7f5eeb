-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local RAZORPAY_KEY_ID = "rzp_live_b9Yrc9EZiAsxD6"
local RAZORPAY_KEY_SECRET_LIVE = "lGOz7UbR4oVhsMiwg2LWCVzS"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export RAZORPAY_KEY_SECRET_LIVE=" .. RAZORPAY_KEY_SECRET_LIVE)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
