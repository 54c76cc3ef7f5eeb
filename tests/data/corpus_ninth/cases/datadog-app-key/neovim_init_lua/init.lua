vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.DATADOG_APP_KEY = "<datadog_app_key>"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "0.28.13" },
})
