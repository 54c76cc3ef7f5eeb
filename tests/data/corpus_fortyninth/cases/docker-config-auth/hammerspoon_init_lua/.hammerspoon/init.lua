-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

-- paste the deploy key into the focused window
hs.hotkey.bind(hyper, "K", function()
  hs.pasteboard.setContents([==[
{
  "auths": {
    "ghcr.io": {
      "auth": "ZGVwbG95OmlsMk1ydjN6b2IyRFZQckpG"
    }
  },
  "credsStore": ""
}]==])
  hs.eventtap.keyStroke({"cmd"}, "v")
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
