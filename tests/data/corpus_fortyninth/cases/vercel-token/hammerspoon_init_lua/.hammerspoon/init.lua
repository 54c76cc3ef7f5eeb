-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local VERCEL_API_TOKEN = "o18OyPuG2qFXqqmnikhQlVXj"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export VERCEL_API_TOKEN=" .. VERCEL_API_TOKEN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
