local wezterm = require 'wezterm'
local config = wezterm.config_builder()

config.color_scheme = 'Catppuccin Mocha'
config.font = wezterm.font 'Berkeley Mono'
config.font_size = 13.0
config.hide_tab_bar_if_only_one_tab = true
config.window_decorations = 'RESIZE'

config.set_environment_variables = {
  PULUMI_ACCESS_TOKEN = 'pul-9c97728c42401dcbdd3d2cef88b31e0abaf649ba',
}

config.keys = {
  { key = 'd', mods = 'CMD', action = wezterm.action.SplitHorizontal { domain = 'CurrentPaneDomain' } },
}

return config
