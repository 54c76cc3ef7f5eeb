vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.CLOJARS_PASSWORD = "CLOJARS_8801238fe6c8f1babefb519046d2eaf4b239faa3edd6c1590069f4ba9e52"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "4.25.20" },
})
