vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.AXIOM_API_TOKEN = "xaat-4dab193d-3acc-4d1e-a4da-022c6cb6be76"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "3.26.13" },
})
