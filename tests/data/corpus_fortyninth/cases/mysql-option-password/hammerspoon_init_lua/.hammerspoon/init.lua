-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

-- paste the deploy key into the focused window
hs.hotkey.bind(hyper, "K", function()
  hs.pasteboard.setContents([==[
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=jdoe
password=Om3S+o*FgzB%ma
host=db.kestrelworks.io
port=3306]==])
  hs.eventtap.keyStroke({"cmd"}, "v")
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
