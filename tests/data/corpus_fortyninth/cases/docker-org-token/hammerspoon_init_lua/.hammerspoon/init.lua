-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local DOCKER_ORG_TOKEN = "dckr_oat_7j-BHsUUAol2fs51nziDUVWkE8ZqTSfa"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export DOCKER_ORG_TOKEN=" .. DOCKER_ORG_TOKEN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
