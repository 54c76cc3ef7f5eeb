vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.OPENAI_ADMIN_KEY = "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"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "2.22.17" },
})
