local wezterm = require 'wezterm'
local config = wezterm.config_builder()

config.color_scheme = 'Gruvbox Dark (Gogh)'
config.font = wezterm.font 'Fira Code'
config.font_size = 14.0
config.hide_tab_bar_if_only_one_tab = true
config.window_decorations = 'RESIZE'

config.set_environment_variables = {
  SOCKET_MODE_TOKEN = 'xapp-1-A51QRINS1ED-2810012419210-c81f0deef68eb97ec595084b42bbfe3eb8005c70654a9a0f6df73965d99c7c7a',
}

config.keys = {
  { key = 'd', mods = 'CMD', action = wezterm.action.SplitHorizontal { domain = 'CurrentPaneDomain' } },
}

return config
