vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.FIGMA_ACCESS_TOKEN = "figd_C5FB4TKBXmyxB7dN0Gfm2oXJtFbevX7Qa5oy21Wr"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "0.19.6" },
})
