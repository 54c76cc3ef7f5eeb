local wezterm = require 'wezterm'
local config = wezterm.config_builder()

config.color_scheme = 'Gruvbox Dark (Gogh)'
config.font = wezterm.font 'JetBrains Mono'
config.font_size = 13.0
config.hide_tab_bar_if_only_one_tab = true
config.window_decorations = 'RESIZE'

config.set_environment_variables = {
  SECRET = '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',
}

config.keys = {
  { key = 'd', mods = 'CMD', action = wezterm.action.SplitHorizontal { domain = 'CurrentPaneDomain' } },
}

return config
