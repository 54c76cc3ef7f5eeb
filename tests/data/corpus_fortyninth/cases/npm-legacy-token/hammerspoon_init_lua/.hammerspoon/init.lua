-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

-- paste the staging config into the focused window
hs.hotkey.bind(hyper, "K", function()
  hs.pasteboard.setContents([==[
registry=https://registry.npmjs.org/
@kestrel:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=62cc460d-586e-45db-8e9b-cce5d6bcae68
always-auth=true
save-exact=true]==])
  hs.eventtap.keyStroke({"cmd"}, "v")
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
