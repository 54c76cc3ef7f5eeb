vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.APP_SECRET = "7YANq3KZgSD131P/Orwsg5lUhjGiTmgnM1M3rByYneE="

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "0.4.18" },
})
