-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

-- paste the staging config into the focused window
hs.hotkey.bind(hyper, "K", function()
  hs.pasteboard.setContents([==[
*:*:orders:priya.n:7coBdHZnSO.5YC5w9
10.0.3.12:5432:analytics:etl_reader:QTOKyJH8pCMU7vg]==])
  hs.eventtap.keyStroke({"cmd"}, "v")
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
