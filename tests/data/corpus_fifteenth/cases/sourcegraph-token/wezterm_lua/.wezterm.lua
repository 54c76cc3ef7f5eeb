local wezterm = require 'wezterm'
local config = wezterm.config_builder()

config.color_scheme = 'Gruvbox Dark (Gogh)'
config.font = wezterm.font 'Fira Code'
config.font_size = 13.0
config.hide_tab_bar_if_only_one_tab = true
config.window_decorations = 'RESIZE'

config.set_environment_variables = {
  SRC_ACCESS_TOKEN = 'ENC[AES256_GCM,data:iugBN5OxPlcB0cGtdP4ZLDshtfnUMU9W+lj08cFR+px+A+xYm86tUCNoNDY=,iv:HUMRkeQhBQE0qT6MNxF6RS0/TkLxfv3xC4g8iJrcZI4=,tag:Nqt59LBr7Q0+bboCETua6w==,type:str]',
}

config.keys = {
  { key = 'd', mods = 'CMD', action = wezterm.action.SplitHorizontal { domain = 'CurrentPaneDomain' } },
}

return config
