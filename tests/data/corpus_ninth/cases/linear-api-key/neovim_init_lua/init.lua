vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.LINEAR_API_KEY = "lin_api_XA7bfeMa7HzOkMTMcPECDBzpwXYKdDrxaU8lFhoO"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "1.8.11" },
})
