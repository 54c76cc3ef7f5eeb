vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.AIRTABLE_PAT = "patSNFxwAHn7tP7zl.e6e3e0dd160e005a785c7eae906865509ccd0229d5203f65e2b4c286cec279d7"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "3.30.1" },
})
