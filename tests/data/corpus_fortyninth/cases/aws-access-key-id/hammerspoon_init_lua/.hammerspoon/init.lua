-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local AWS_ROLE_ARN = "arn:aws:iam::614508319704:role/ci-readonly"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export AWS_ROLE_ARN=" .. AWS_ROLE_ARN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
