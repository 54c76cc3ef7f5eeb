-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local DISCORD_WEBHOOK = "https://discordapp.com/api/webhooks/1499105216140849040/llaSoeRmLOIpr36OstdpYDzJyi4Hjtz-7Dh2-h48U25QaNt9zohL9pyzxAEUFSSuDpsb"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export DISCORD_WEBHOOK=" .. DISCORD_WEBHOOK)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
