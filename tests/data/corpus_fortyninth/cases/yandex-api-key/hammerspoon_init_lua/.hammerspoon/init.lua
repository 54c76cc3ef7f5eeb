-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local YC_FOLDER_ID = "b1gxspuas504totx45wk"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export YC_FOLDER_ID=" .. YC_FOLDER_ID)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
