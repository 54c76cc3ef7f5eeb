-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

local ATLAS_CLIENT_ID = "mdb_sa_id_1583a05b0e2302a04ee7981f"
local MONGODB_ATLAS_CLIENT_SECRET = "mdb_sa_sk_U8uzxa005fCjw9rrltdoh67nlwQ9oCxz86yOtWQd"

hs.hotkey.bind(hyper, "E", function()
  hs.eventtap.keyStrokes("export MONGODB_ATLAS_CLIENT_SECRET=" .. MONGODB_ATLAS_CLIENT_SECRET)
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
