vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.MAILGUN_DOMAIN = "mg.larkspur.dev"
vim.env.MAILGUN_SIGNING_KEY = "6e952ed1bb9bdaf974194bae6a974561-a724e460-061695a7"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "3.15.0" },
})
