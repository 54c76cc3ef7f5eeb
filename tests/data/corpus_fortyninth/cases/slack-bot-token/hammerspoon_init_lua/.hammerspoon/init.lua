-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local SLACK_BOT_TOKEN = "xoxb-64140091125-1148598209376-3MRKXw9qYFjQ6rPdYsYy9LYt"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export SLACK_BOT_TOKEN=" .. SLACK_BOT_TOKEN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
