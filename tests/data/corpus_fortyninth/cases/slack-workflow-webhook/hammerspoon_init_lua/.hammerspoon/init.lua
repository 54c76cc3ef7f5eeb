-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local WORKFLOW_WEBHOOK = "https://hooks.slack.com/triggers/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"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export WORKFLOW_WEBHOOK=" .. WORKFLOW_WEBHOOK)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
