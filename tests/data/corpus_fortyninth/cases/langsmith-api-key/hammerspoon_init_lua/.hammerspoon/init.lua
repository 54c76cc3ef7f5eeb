-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local API_KEY = "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"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export API_KEY=" .. API_KEY)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
