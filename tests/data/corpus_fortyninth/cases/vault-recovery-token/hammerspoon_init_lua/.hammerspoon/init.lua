-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local VAULT_RECOVERY_TOKEN = "hvr.CAESIISh0u8ADnEu9GotY0J3dHGeTSiywPXjkzD0-6HgXmtNGh4KHGh2ci5odTRzaUF3Wm1uNWZrVjBseVk1c0VHS1o"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export VAULT_RECOVERY_TOKEN=" .. VAULT_RECOVERY_TOKEN)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
