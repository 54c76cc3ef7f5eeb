vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.ELEVENLABS_KEY = "sk_2cf6fd0f0f2682d409df64746bb1f9e9a1ab7d9de9166e0e"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "3.9.14" },
})
