vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.STRIPE_SECRET_KEY = "sk_live_Y93Gk80tzV5yN94Ysfcpq5Ow"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "3.18.15" },
})
