vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.NETLIFY_AUTH_TOKEN = "osDDpASdzE3vhPXThhmD_9u9ENBcLWF_qmUWFASeKUH"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "3.19.16" },
})