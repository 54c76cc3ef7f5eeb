vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.BREVO_API_KEY = "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"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "1.2.13" },
})
