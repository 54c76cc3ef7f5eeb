vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.STORAGE_CONNECTION = "DefaultEndpointsProtocol=https;AccountName=nwlogs01kxx;AccountKey=***;EndpointSuffix=core.windows.net"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "1.16.18" },
})
