-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local SLACK_OAUTH_REFRESH = "xoxa-2-30179235087-735595157829-6279924336386-3974cfe6898f044e88005afa05e131e6f100e1c32f7437c2fd1a4459c0c73e7a"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export SLACK_OAUTH_REFRESH=" .. SLACK_OAUTH_REFRESH)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
