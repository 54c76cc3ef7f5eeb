vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.X_API_KEY = "PMAK-17ef6554484d84eda57d9b73-08e758d2d525ef38c6b4b602b4151de031"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "4.18.1" },
})
