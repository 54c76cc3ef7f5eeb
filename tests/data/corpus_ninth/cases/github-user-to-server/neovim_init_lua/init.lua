vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.GITHUB_APP_USER_TOKEN = "ghu_xFj73Q8XdKAMCNyyPoXgIwYwb3j5aj2WAm1U"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "1.27.3" },
})
