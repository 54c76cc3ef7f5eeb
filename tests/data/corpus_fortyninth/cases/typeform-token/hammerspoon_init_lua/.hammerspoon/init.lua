-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local TYPEFORM_TOKEN = "tfp_W1smGZBXloN6y7VAQAzg4qt9Vw9R2scfzh1loserxwx4_HBHLmZMoKmQc13"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export TYPEFORM_TOKEN=" .. TYPEFORM_TOKEN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
