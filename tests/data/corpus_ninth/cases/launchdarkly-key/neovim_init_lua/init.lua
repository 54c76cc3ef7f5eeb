vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.LD_SDK_KEY = "${LAUNCHDARKLY_KEY}"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "2.1.5" },
})
