-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local CI_JOB_ID = "5379764344"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export CI_JOB_ID=" .. CI_JOB_ID)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
