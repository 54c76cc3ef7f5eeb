vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.SNYK_TOKEN = "80acbabe-323b-45e1-8ad7-c82a95877097"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "4.11.14" },
})
