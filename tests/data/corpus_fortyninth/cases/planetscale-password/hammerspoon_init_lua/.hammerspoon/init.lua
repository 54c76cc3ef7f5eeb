-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local DATABASE_PASSWORD = "pscale_pw_O2pggUmgwXqK7bcp3l-UDNY3PWw3AHw0xbX21HbRw0f"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export DATABASE_PASSWORD=" .. DATABASE_PASSWORD)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
