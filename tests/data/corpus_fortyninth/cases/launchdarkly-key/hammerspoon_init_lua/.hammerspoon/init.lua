-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local API_TOKEN = "sdk-1deecd59-34b1-4f93-825e-33dd7338192e"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export API_TOKEN=" .. API_TOKEN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
