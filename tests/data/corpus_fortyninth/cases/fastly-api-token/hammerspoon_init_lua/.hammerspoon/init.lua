-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local FASTLY_API_KEY = "ZtsWEO9JtCWcqts71A7xbiztgb05UMQE"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export FASTLY_API_KEY=" .. FASTLY_API_KEY)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
