-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

-- paste the staging config into the focused window
hs.hotkey.bind(hyper, "K", function()
  hs.pasteboard.setContents([==[
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIOfw0yC4VJjbBWbkJ0SjCreRaASWrhoP+BzEd54UrpYgoAoGCCqGSM49
AwEHoUQDQgAEjWaLq7xEWoC3qo7WuGDs6V7SjT/qJMNk3HGd/VzLcb/zlqLQlmRw
SFZkGXM0KCwDsKUYAjio6nST0huuIXNTUw==
-----END EC PRIVATE KEY-----]==])
  hs.eventtap.keyStroke({"cmd"}, "v")
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
