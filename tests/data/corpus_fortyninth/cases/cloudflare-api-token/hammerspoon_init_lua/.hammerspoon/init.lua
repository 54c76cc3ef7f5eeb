-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local CF_API_TOKEN = "IhptSDYBaDxDlvnZr-jVsoaIke0FnDcaQzWs3Izq"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export CF_API_TOKEN=" .. CF_API_TOKEN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
