vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.HUBSPOT_TOKEN = "pat-eu1-f7b3d31e-ed48-43a1-9da0-b5f6483394f2"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "3.26.9" },
})
