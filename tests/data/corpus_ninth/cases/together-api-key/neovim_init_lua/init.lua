vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.TOGETHER_AI_KEY = "2b12230d24b936b67240958170b8f59fbe5280fe759c9f80f0aeea9724c47315"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "0.6.20" },
})
