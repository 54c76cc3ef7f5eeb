-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local FIRECRAWL_API_KEY = "fc-91db9415c32145fa2401df4357f0378b"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export FIRECRAWL_API_KEY=" .. FIRECRAWL_API_KEY)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
