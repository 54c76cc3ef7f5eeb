local wezterm = require 'wezterm'
local config = wezterm.config_builder()

config.color_scheme = 'Gruvbox Dark (Gogh)'
config.font = wezterm.font 'Fira Code'
config.font_size = 14.0
config.hide_tab_bar_if_only_one_tab = true
config.window_decorations = 'RESIZE'

config.set_environment_variables = {
  STORAGE_CONNECTION = 'DefaultEndpointsProtocol=https;AccountName=nwlogs0127p;AccountKey=fOvpWSe0I2FYNwRmbJcI8BKQMbtctYC+7/NQKYGThej4hNzpL9ybgQyClZRqankF2BPZ/DOEGWVyzmnFFD/f9g==;EndpointSuffix=core.windows.net',
}

config.keys = {
  { key = 'd', mods = 'CMD', action = wezterm.action.SplitHorizontal { domain = 'CurrentPaneDomain' } },
}

return config
